import { hasNativeBridge } from '@/lib/bridge';
import { refreshData } from '@/lib/data-refresh';
import { applyHandover, type HandoverData } from '@/lib/handover';
import { nativeEvents } from '@/lib/native-events';
import { watchPopups } from '@/lib/popup-watch';
import { logout } from '@/lib/session';
import { isLoggedIn, useCoreStore } from '@/stores/core-store';
import { announceRoutes } from './native-route-events';
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

/** The order a handover asks to open (spec §3 order_id), or null. */
export function handedOverOrder(raw: HandoverData | string): string | null {
  let data: HandoverData | null = null;
  try {
    data = typeof raw === 'string' ? (JSON.parse(raw) as HandoverData) : raw;
  } catch {
    return null;
  }
  const id = data?.order_id;
  return id === undefined || id === null || String(id).trim() === '' ? null : String(id).trim();
}

/**
 * The functions the native app calls on this page (spec §2, §3, §4, §7), and
 * the page's own reports to it: every route change, and popups opening and
 * closing (only where a bridge is present: a browser has nobody to tell).
 * The hooks exist from the entry's first task; the router may come a task
 * later (main.tsx), and a call that arrives before it acts once it exists.
 */
export function installNativeHooks(router: AppRouter | Promise<AppRouter>): void {
  const withRouter = (use: (ready: AppRouter) => unknown) => {
    if (router instanceof Promise) void router.then(use);
    else use(router);
  };
  window.nativeHandover = (data) => {
    applyHandover(data);
    const orderId = handedOverOrder(data);
    if (orderId && isLoggedIn(useCoreStore.getState().publicData)) {
      withRouter((ready) => ready.navigate(`/withdrawDetail?id=${encodeURIComponent(orderId)}`));
      return;
    }
    // A late handover (after the 3 s wait) may have logged the user in: re-run the guards.
    withRouter((ready) => ready.revalidate());
  };
  window.appLogout = () => {
    void logout();
    withRouter((ready) => ready.navigate('/start', { replace: true }));
  };
  window.appRefresh = () => {
    void refreshData().then(nativeEvents.refreshDone);
  };
  withRouter((ready) => announceRoutes(ready));
  if (hasNativeBridge()) watchPopups(nativeEvents.popup);
}
