import { refreshData } from '@/lib/data-refresh';
import { applyHandover, type HandoverData } from '@/lib/handover';
import { nativeEvents } from '@/lib/native-events';
import { watchPopups } from '@/lib/popup-watch';
import { logout } from '@/lib/session';
import { isLoggedIn, useCoreStore } from '@/stores/core-store';
import { announceRoutes } from './native-route-events';
import type { AppRouter } from './router';

/** Runs `use` with the router, now or once main.tsx has made it. */
export type WithRouter = (use: (router: AppRouter) => unknown) => void;

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

/** window.nativeHandover (spec §3). */
export function nativeHandover(data: HandoverData | string, withRouter: WithRouter): void {
  applyHandover(data);
  const orderId = handedOverOrder(data);
  if (orderId && isLoggedIn(useCoreStore.getState().publicData)) {
    withRouter((ready) => ready.navigate(`/withdrawDetail?id=${encodeURIComponent(orderId)}`));
    return;
  }
  // A late handover (after the 3 s wait) may have logged the user in: re-run the guards.
  withRouter((ready) => ready.revalidate());
}

/** window.appLogout (spec §4). */
export function appLogout(withRouter: WithRouter): void {
  void logout();
  withRouter((ready) => ready.navigate('/start', { replace: true }));
}

/** window.appRefresh: answered by isRefreshOk. */
export function appRefresh(): void {
  void refreshData().then(nativeEvents.refreshDone);
}

/** The page's own reports to the native app: every route change, and popups opening and closing. */
export function reportToNative(withRouter: WithRouter): void {
  withRouter((ready) => announceRoutes(ready));
  watchPopups(nativeEvents.popup);
}
