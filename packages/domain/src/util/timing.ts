/** Timing, layout and device constants of spec §9, so no screen hard-codes them. */
export const TOAST_DURATION_MS = 2000;
export const CLICK_LOCK_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 300;
export const LAYOUT_MAX_WIDTH = 540;
export const COOKIE_LIFETIME_DAYS = 1;
export const DEFAULT_APP_TYPE = 1;
export const DEFAULT_LOAN_TAB_TYPE = 2;

export const DEVICE_TYPE = { android: 1, ios: 2, other: 3 } as const;
export type DeviceType = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];

/** A user agent with none of these gets the desktop frame (spec §2). */
export const MOBILE_UA_TOKENS = ['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod'] as const;

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return typeof ua === 'string' && MOBILE_UA_TOKENS.some((token) => ua.includes(token));
}
