import { safeJsonParse } from '@app/domain';

/** A dismissed offer stays away this long: asked again a week later, never nagged. */
export const DISMISS_DAYS = 7;
const DAY_MS = 86_400_000;

/** What this device remembers (localStorage `installOffer`). */
export interface InstallRecord {
  /** When the offer was last dismissed (ms since epoch). */
  dismissedAt?: number;
  /** Customers whose home-screen coupon this device has already asked for. */
  claimed?: string[];
}

/** What the Home page offers: the browser's own install prompt, the iOS steps, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | 'none';

export interface InstallSituation {
  /** Inside the native app: it is installed already. */
  inNativeApp: boolean;
  /** Opened from the home screen. */
  standalone: boolean;
  /** The browser handed over its install prompt (beforeinstallprompt). */
  canPrompt: boolean;
  /** iOS Safari, which installs only by Share > Add to Home Screen. */
  iosSafari: boolean;
  customerId: string;
  record: InstallRecord;
  now: number;
}

export function installOffer(s: InstallSituation): InstallOffer {
  if (s.inNativeApp || s.standalone) return 'none';
  if (s.customerId && s.record.claimed?.includes(s.customerId)) return 'none';
  if (s.record.dismissedAt !== undefined && Math.abs(s.now - s.record.dismissedAt) < DISMISS_DAYS * DAY_MS) {
    return 'none';
  }
  if (s.canPrompt) return 'prompt';
  if (s.iosSafari) return 'ios';
  return 'none';
}

/** The coupon is asked for once per customer on a device (the server gives it once per customer anyway). */
export function shouldClaim(customerId: string, record: InstallRecord): boolean {
  return Boolean(customerId) && !record.claimed?.includes(customerId);
}

/** A stored record, or an empty one when it is missing or not ours to trust. */
export function readRecord(raw: string | null): InstallRecord {
  const value = safeJsonParse<Record<string, unknown>>(raw);
  if (!value || typeof value !== 'object') return {};
  const record: InstallRecord = {};
  if (typeof value.dismissedAt === 'number' && Number.isFinite(value.dismissedAt)) {
    record.dismissedAt = value.dismissedAt;
  }
  if (Array.isArray(value.claimed)) {
    record.claimed = value.claimed.filter((id): id is string => typeof id === 'string');
  }
  return record;
}

export const withDismissal = (record: InstallRecord, now: number): InstallRecord => ({
  ...record,
  dismissedAt: now,
});

export const withClaim = (record: InstallRecord, customerId: string): InstallRecord => ({
  ...record,
  claimed: [...new Set([...(record.claimed ?? []), customerId])],
});

/**
 * iPhone or iPad Safari (iPadOS reports a Mac with touch). Other iOS browsers
 * and in-app browsers are left out: their menus differ and our steps would mislead.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return (
    ios &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent)
  );
}

/** Opened from the home screen: the display mode of an installed app, or iOS's own flag. */
export function isStandalone(
  matches: (query: string) => boolean,
  navigatorStandalone: boolean | undefined,
): boolean {
  return navigatorStandalone === true || matches('(display-mode: standalone)');
}
