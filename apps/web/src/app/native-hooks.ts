import { hasNativeBridge } from '@/lib/bridge';
import type { HandoverData } from '@/lib/handover';
import type { AppRouter } from './router';

declare global {
  interface Window {
    /** Called by the native app with the spec §3 session object (or its JSON). */
    nativeHandover?: (data: HandoverData | string) => void;
    /** Called by the native app when the user signs out natively (spec §4). */
    appLogout?: () => void;
    /** Called by the native app when the page should reload its server data; answered by isRefreshOk. */
    appRefresh?: () => void;
  }
}

const loadCalls = () => import('./native-calls');

/**
 * The functions the native app calls on this page (spec §2, §3, §4, §7), and
 * the page's own reports to it: every route change, and popups opening and
 * closing (only where a bridge is present: a browser has nobody to tell).
 * The hooks exist from the entry's first task; the router may come a task
 * later (main.tsx), and a call that arrives before it acts once it exists.
 * Their code (native-calls.ts) loads at once where a bridge is present, and in a
 * browser only when a hook is called: /start's first load does without it
 * (docs/decisions/060). Calls made before it has loaded run in order once it has.
 */
export function installNativeHooks(router: AppRouter | Promise<AppRouter>): void {
  const withRouter = (use: (ready: AppRouter) => unknown) => {
    if (router instanceof Promise) void router.then(use);
    else use(router);
  };
  const native = hasNativeBridge();
  let calls: ReturnType<typeof loadCalls> | null = null;
  const run = (call: (loaded: Awaited<ReturnType<typeof loadCalls>>) => void) => {
    // A chunk that failed to load (offline) is asked for again by the next call.
    calls ??= loadCalls().catch((error: unknown) => {
      calls = null;
      throw error;
    });
    calls.then(call, () => undefined);
  };
  window.nativeHandover = (data) => run((loaded) => loaded.nativeHandover(data, withRouter));
  window.appLogout = () => run((loaded) => loaded.appLogout(withRouter));
  window.appRefresh = () => run((loaded) => loaded.appRefresh());
  if (native) run((loaded) => loaded.reportToNative(withRouter));
}
