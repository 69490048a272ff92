import { applyHandover, type HandoverData } from '@/lib/handover';
import { logout } from '@/lib/session';
import type { AppRouter } from './router';

declare global {
  interface Window {
    /** Called by the native app with the spec §3 session object (or its JSON). */
    nativeHandover?: (data: HandoverData | string) => void;
    /** Called by the native app when the user signs out natively. */
    appLogout?: () => void;
    /** Called by the native app when the page should reload its server data. */
    appRefresh?: () => void;
  }
}

/** The functions the native app calls on this page (spec §2, §4, §7). */
export function installNativeHooks(router: AppRouter): void {
  window.nativeHandover = (data) => {
    applyHandover(data);
    // A late handover (after the 3 s wait) may have logged the user in: re-run the guards.
    void router.revalidate();
  };
  window.appLogout = () => {
    void logout();
    void router.navigate('/start', { replace: true });
  };
  window.appRefresh = () => {
    void import('@/lib/query-client').then(({ queryClient }) => queryClient.invalidateQueries());
  };
}
