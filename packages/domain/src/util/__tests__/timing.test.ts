import { describe, expect, it } from 'vitest';
import {
  CLICK_LOCK_MS,
  COOKIE_LIFETIME_DAYS,
  DEFAULT_APP_TYPE,
  DEFAULT_LOAN_TAB_TYPE,
  DEVICE_TYPE,
  isMobileUserAgent,
  LAYOUT_MAX_WIDTH,
  RESIZE_DEBOUNCE_MS,
  TOAST_DURATION_MS,
} from '../timing';

describe('spec §9 constants', () => {
  it('match the specification', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(CLICK_LOCK_MS).toBe(1000);
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
    expect(LAYOUT_MAX_WIDTH).toBe(540);
    expect(COOKIE_LIFETIME_DAYS).toBe(1);
    expect(DEFAULT_APP_TYPE).toBe(1);
    expect(DEFAULT_LOAN_TAB_TYPE).toBe(2);
    expect(DEVICE_TYPE).toEqual({ android: 1, ios: 2, other: 3 });
  });
});

describe('isMobileUserAgent', () => {
  it('recognises phones and tablets', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/126 Mobile'),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1)')).toBe(true);
  });

  it('gives the desktop frame to desktops and to a missing user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126')).toBe(false);
    expect(isMobileUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605')).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
