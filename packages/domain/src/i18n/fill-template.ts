/**
 * Fills a message: `{{name}}` is the value of `name`; `{{name|one|other}}` is
 * `one` when that value is 1 and `other` otherwise, for English plurals
 * ("1 day", "2 days": Hindi and Chinese texts write one form). A name without
 * a value stays as written, so a missing value shows instead of vanishing.
 */
export function fillTemplate(text: string, params: Record<string, string | number>): string {
  return text.replace(
    /\{\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}\}/g,
    (whole, name: string, one?: string, other?: string) => {
      if (!Object.hasOwn(params, name)) return whole;
      const value = params[name];
      if (one === undefined) return String(value);
      return Number(value) === 1 ? one : (other ?? '');
    },
  );
}
