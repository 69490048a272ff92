/**
 * Build-time and deploy-time settings. A deployment can override the public
 * values without a rebuild by defining `window.__PUBLIC_CONFIG__` in a script
 * that runs before the app (spec §3: the API base addresses are overridable).
 */
export interface PublicOverrides {
  testRequestUrl?: string;
  prodRequestUrl?: string;
  proName?: string;
  serviceEmail?: { email: string };
  proWebsite?: string;
  checkUserList?: string[];
}

declare global {
  interface Window {
    __PUBLIC_CONFIG__?: PublicOverrides;
  }
  const __APP_VERSION__: string;
}

function overrides(): PublicOverrides {
  return (typeof window !== 'undefined' && window.__PUBLIC_CONFIG__) || {};
}

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

export const PUBLIC_DEFAULTS = {
  proName: 'RupeeSetu',
  serviceEmail: { email: '' },
  proWebsite: '',
  testRequestUrl: '',
  prodRequestUrl: '',
  checkUserList: [] as string[],
  ...overrides(),
};

/** Spec §9 interaction constants live in domain; these names are the web app's. */
export {
  CLICK_LOCK_MS,
  COOKIE_LIFETIME_DAYS as COOKIE_DAYS,
  LAYOUT_MAX_WIDTH,
  RESIZE_DEBOUNCE_MS,
  TOAST_DURATION_MS as TOAST_MS,
} from '@app/domain';
export const HANDOVER_TIMEOUT_MS = 3000;
export const DEFAULT_OTP_LENGTH = 4;
