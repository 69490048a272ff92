import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../messages';
import { istDayKey, nowSeconds, toSeconds } from '../time';

describe('timestamps in seconds', () => {
  it('rounds milliseconds down to whole seconds', () => {
    expect(nowSeconds(new Date(1_767_292_199_999))).toBe(1_767_292_199);
    expect(toSeconds(1_000)).toBe(1);
    expect(toSeconds('2026-01-01T00:00:00Z')).toBe(1_767_225_600);
  });

  it('uses the current time by default', () => {
    const before = Math.floor(Date.now() / 1000);
    const now = nowSeconds();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(before + 1);
  });

  it('throws on an unreadable date rather than storing NaN', () => {
    expect(() => toSeconds('never')).toThrow(INVALID_DATE);
    expect(() => toSeconds(new Date(Number.NaN))).toThrow(INVALID_DATE);
  });
});

describe('istDayKey', () => {
  it('is the Indian business day, which starts at 18:30 UTC', () => {
    expect(istDayKey(new Date('2026-01-01T18:29:59Z'))).toBe('2026-01-01');
    expect(istDayKey(new Date('2026-01-01T18:30:00Z'))).toBe('2026-01-02');
    expect(istDayKey(Date.UTC(2026, 5, 30, 20))).toBe('2026-07-01');
  });

  it('throws on an unreadable date', () => {
    expect(() => istDayKey('2026-02-30')).toThrow(INVALID_DATE);
  });
});
