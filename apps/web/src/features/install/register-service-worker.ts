/**
 * Registers /sw.js (built by build/service-worker-plugin.mjs) in production
 * builds, after the page has loaded so it never competes with the first
 * screen. Development serves modules the worker must not cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
