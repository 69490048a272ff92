import { describe, expect, it } from 'vitest';
import {
  DISMISS_DAYS,
  type InstallSituation,
  installOffer,
  isIosSafari,
  isStandalone,
  readRecord,
  shouldClaim,
  withClaim,
  withDismissal,
} from '../install-state';

const NOW = Date.parse('2026-11-23T06:30:00Z');
const DAY = 86_400_000;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPHONE_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const situation = (over: Partial<InstallSituation> = {}): InstallSituation => ({
  inNativeApp: false,
  standalone: false,
  canPrompt: false,
  iosSafari: false,
  customerId: 'c-1',
  record: {},
  now: NOW,
  ...over,
});

describe('the install offer', () => {
  it("offers the browser's prompt where there is one, the Share steps on iOS Safari, else nothing", () => {
    expect(installOffer(situation({ canPrompt: true }))).toBe('prompt');
    expect(installOffer(situation({ iosSafari: true }))).toBe('ios');
    expect(installOffer(situation())).toBe('none');
  });

  it('never offers inside the native app or when the app already runs installed', () => {
    expect(installOffer(situation({ canPrompt: true, inNativeApp: true }))).toBe('none');
    expect(installOffer(situation({ iosSafari: true, standalone: true }))).toBe('none');
  });

  it('stays away for a week after it is dismissed, then asks again', () => {
    const record = withDismissal({}, NOW);
    expect(installOffer(situation({ canPrompt: true, record, now: NOW + DAY }))).toBe('none');
    expect(installOffer(situation({ canPrompt: true, record, now: NOW + (DISMISS_DAYS - 1) * DAY }))).toBe(
      'none',
    );
    expect(installOffer(situation({ canPrompt: true, record, now: NOW + DISMISS_DAYS * DAY }))).toBe(
      'prompt',
    );
    expect(DISMISS_DAYS).toBe(7);
  });

  it('is not offered again to a customer whose coupon this device asked for; another customer still sees it', () => {
    const record = withClaim({}, 'c-1');
    expect(installOffer(situation({ canPrompt: true, record }))).toBe('none');
    expect(installOffer(situation({ canPrompt: true, record, customerId: 'c-2' }))).toBe('prompt');
  });
});

describe('the home-screen coupon claim', () => {
  it('asks once per customer on a device, and only for a logged-in customer', () => {
    expect(shouldClaim('c-1', {})).toBe(true);
    const record = withClaim(withClaim({}, 'c-1'), 'c-1');
    expect(record.claimed).toEqual(['c-1']);
    expect(shouldClaim('c-1', record)).toBe(false);
    expect(shouldClaim('c-2', record)).toBe(true);
    expect(shouldClaim('', {})).toBe(false);
  });

  it('reads what this device stored, ignoring what it cannot trust', () => {
    expect(readRecord(JSON.stringify({ dismissedAt: NOW, claimed: ['c-1'] }))).toEqual({
      dismissedAt: NOW,
      claimed: ['c-1'],
    });
    expect(readRecord(null)).toEqual({});
    expect(readRecord('{broken')).toEqual({});
    expect(readRecord(JSON.stringify({ dismissedAt: 'yesterday', claimed: [1, 'c-2'] }))).toEqual({
      claimed: ['c-2'],
    });
    expect(readRecord('42')).toEqual({});
  });
});

describe('where the app runs', () => {
  it('recognises iOS Safari (iPadOS too), not other iOS browsers, WebViews or Android', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false); // a Mac
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(IPHONE_WEBVIEW)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });

  it('counts as installed when opened from the home screen, by display mode or iOS flag', () => {
    const mode = (which: string) => (query: string) => query === `(display-mode: ${which})`;
    expect(isStandalone(mode('standalone'), undefined)).toBe(true);
    expect(isStandalone(mode('browser'), true)).toBe(true);
    expect(isStandalone(mode('browser'), false)).toBe(false);
    expect(isStandalone(mode('fullscreen'), undefined)).toBe(false);
  });
});
