import { safeJsonParse } from '@app/domain';
import { COOKIE_DAYS } from '@/config/app-config';

/** Every key the app keeps outside the zustand stores (spec §3 "Storage"). */
export const LOCAL_KEYS = {
  userInfo: 'userInfo',
  language: 'language',
  deskrop: 'deskrop',
  /** The install offer: when it was dismissed, whose coupon was asked for (features/install). */
  installOffer: 'installOffer',
} as const;
export const SESSION_KEYS = {
  promotionChannel: 'promotion_channel',
  isBrowser: 'isBrowser',
  proSource: 'proSource',
  /** A friend's referral code from the link (`ref`), sent with the sign-up. */
  referralCode: 'referral_code',
} as const;

/** Unparseable JSON yields null (spec §8): one implementation, in domain. */
export { safeJsonParse };

// Storage can throw (Safari private mode, disabled cookies in a WebView): treat it as empty.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // ignored: the app still works for this page view
  }
}

export const local = {
  get: (key: string) => read(() => localStorage, key),
  set: (key: string, value: string | null) => write(() => localStorage, key, value),
};
export const session = {
  get: (key: string) => read(() => sessionStorage, key),
  set: (key: string, value: string | null) => write(() => sessionStorage, key, value),
};

export interface UserInfo {
  token: string;
  customerId: string;
}

export function readUserInfo(): UserInfo | null {
  const info = safeJsonParse<Partial<UserInfo>>(local.get(LOCAL_KEYS.userInfo));
  return info?.token && info.customerId ? { token: info.token, customerId: info.customerId } : null;
}

/** The session cookie is keyed by the phone number (spec §3, §4). */
export const sessionCookieName = (phone: string) => `session_${phone}`;

export function setCookie(name: string, value: string, days = COOKIE_DAYS): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Android WebViews and Safari
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * 86400)}; Path=/; SameSite=Lax${secure}`;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

export function removeCookie(name: string): void {
  // A date in the past as well as a negative age: an age of 0 left the cookie readable for the
  // rest of the same second in happy-dom (a flaky test); browsers expire it either way.
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=-1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}
