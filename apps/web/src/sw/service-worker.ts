// The service worker (built to /sw.js by build/service-worker-plugin.mjs).
// Hand-written: the rule of each request is in sw-route.ts.
import { isCacheable, routeRequest, type SwStrategy } from './sw-route';

/** Set by the build: a hash of this build's shell, and the shell's files. */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];

// The service-worker typings (lib "WebWorker") clash with the DOM ones this
// project compiles with: the little used here is declared by hand.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const SHELL_CACHE = `shell-${__SW_VERSION__}`;
const FILE_CACHE = `files-${__SW_VERSION__}`;
const SHELL_PAGE = '/index.html';
const OURS = /^(shell|files)-/;

scope.addEventListener('install', (event) => {
  // No skipWaiting: a tab still running the previous build keeps the worker
  // (and the files) it started with; the new one takes over once those close.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([...__SW_PRECACHE__])));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => OURS.test(name) && name !== SHELL_CACHE && name !== FILE_CACHE)
          .map((name) => caches.delete(name)),
      );
      await scope.clients.claim();
    })(),
  );
});

async function keep(request: Request, response: Response, strategy: SwStrategy): Promise<void> {
  if (!isCacheable(response, strategy)) return;
  const cache = await caches.open(FILE_CACHE);
  await cache.put(request, response);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await keep(request, response.clone(), 'cache-first');
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(request, response.clone(), 'network-first');
    return response;
  } catch (offline) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw offline;
  }
}

async function shell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    // Every route is a hash of the one page: the shell opens whichever was asked for.
    const cached = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw offline;
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = routeRequest(request, scope.location.origin);
  switch (strategy) {
    case 'pass':
      return;
    case 'shell':
      event.respondWith(shell(request));
      return;
    case 'cache-first':
      event.respondWith(cacheFirst(request));
      return;
    case 'network-first':
      event.respondWith(networkFirst(request));
      return;
  }
});
