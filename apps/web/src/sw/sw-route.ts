/**
 * How the service worker answers one request: a pure rule, so it is tested
 * without a browser.
 * - `pass`: not answered at all; the browser asks the network as if there
 *   were no worker. The API (its answers are personal and must be fresh,
 *   and never kept on the phone), other origins, anything but GET, and the
 *   worker's own script.
 * - `shell`: a page load. The network first (a deploy is seen at once), the
 *   cached app shell when offline.
 * - `cache-first`: a hashed build file, which never changes under its name.
 * - `network-first`: the other files of the site (logo, icons, manifest),
 *   from the cache only when offline.
 */
export type SwStrategy = 'pass' | 'shell' | 'cache-first' | 'network-first';

export interface SwRequest {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

export function routeRequest(request: SwRequest, origin: string): SwStrategy {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return 'pass';
  if (request.mode === 'navigate') return 'shell';
  if (path.startsWith('/assets/')) return 'cache-first';
  if (path === '/sw.js') return 'pass';
  return 'network-first';
}

/** Only a whole, same-origin answer of the file asked for may be kept: never an error page or HTML in place of a script. */
export function isCacheable(
  response: { ok: boolean; type: string; headers: { get(name: string): string | null } },
  strategy: SwStrategy,
): boolean {
  if (!response.ok || response.type !== 'basic') return false;
  const type = response.headers.get('content-type') ?? '';
  return strategy !== 'cache-first' || !type.startsWith('text/html');
}
