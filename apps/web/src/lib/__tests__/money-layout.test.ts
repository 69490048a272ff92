import { describe, expect, it } from 'vitest';
import { layoutModeFor } from '../layout-mode';
import { formatMoney, formatPaise, ppmToPercent } from '../money';

describe('formatMoney (spec §9)', () => {
  it('groups the Indian way with a rupee sign', () => {
    expect(formatMoney(60000)).toBe('₹60,000');
    expect(formatMoney(150000)).toBe('₹1,50,000');
    expect(formatMoney('2,000', { symbol: false })).toBe('2,000');
  });
  it('gives 0 for zero or empty amounts', () => {
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney('')).toBe('₹0');
    expect(formatMoney(null, { symbol: false })).toBe('0');
  });
  it('converts paise and rates', () => {
    expect(formatPaise(3_000_000)).toBe('₹30,000');
    expect(ppmToPercent(400)).toBe('0.04');
    expect(ppmToPercent(600)).toBe('0.06');
  });
});

describe('layoutModeFor (spec §2)', () => {
  it('is mobile with any mobile token and desktop without all of them', () => {
    for (const token of ['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod']) {
      expect(layoutModeFor(`Mozilla/5.0 (${token}) Safari`)).toBe('mobile');
    }
    expect(layoutModeFor('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe('desktop');
  });
});
