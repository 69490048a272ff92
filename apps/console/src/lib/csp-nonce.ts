/**
 * The page's CSP nonce for styles (decision 045). The server puts a fresh one
 * in index.html's <meta property="csp-nonce"> and in the response's style-src;
 * the browser hides the attribute after parsing but keeps the `nonce` property.
 * Absent under the Vite dev server, which sends no CSP.
 */
export const cspNonce: string | undefined =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/**
 * antd's cssinjs takes the nonce from ConfigProvider, but a few rc-component
 * helpers (the scroll locker of Modal and Drawer, the scrollbar measure)
 * create <style> elements without one. Every <style> element this page's own
 * scripts create gets the nonce: only same-origin scripts run (script-src
 * 'self'), while a <style> smuggled in as markup still has none.
 */
export function nonceScriptStyles(nonce = cspNonce): void {
  if (!nonce) return;
  const create = document.createElement.bind(document) as (
    tag: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}
