/** JSON.parse that gives null instead of throwing (spec §8: unparseable JSON yields null). */
export function safeJsonParse<T = unknown>(text: unknown): T | null {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
