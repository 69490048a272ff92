import { isInNativeApp } from '@/lib/bridge';
import { claimHomeScreenCoupon } from './api/claim-home-screen-coupon';
import { useInstallPrompt } from './install-prompt-store';
import { isStandalone } from './install-state';
import { registerServiceWorker } from './register-service-worker';

let watching = false;

/** Opened from the home screen (installed app), in this browser. */
export const runsStandalone = () =>
  isStandalone((query) => window.matchMedia?.(query).matches ?? false, navigator.standalone);

/**
 * Runs with the first page behind login (the landing page carries none of
 * it). Keeps the browser's install prompt for Home's offer instead of letting
 * the browser show its own, gives the coupon when the app is installed or
 * opens installed, and registers the service worker. The native app is
 * installed already and has its own cache: nothing to do there.
 */
export function watchInstall(): void {
  if (watching || typeof window === 'undefined' || isInNativeApp()) return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ event });
  });
  window.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ event: null });
    void claimHomeScreenCoupon();
  });
  if (runsStandalone()) void claimHomeScreenCoupon();
  registerServiceWorker();
}
