import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPaise } from '../format-money';
import { groupIndian } from '../group-indian';
import { paise } from '../paise';

describe('groupIndian', () => {
  it('groups in lakhs and crores', () => {
    expect(groupIndian('0')).toBe('0');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('10000000')).toBe('1,00,00,000');
  });
});

describe('formatMoney', () => {
  it('shows loan amounts the Indian way, with an optional rupee sign', () => {
    expect(formatMoney(100000, { symbol: true })).toBe('₹1,00,000');
    expect(formatMoney(30000)).toBe('30,000');
    expect(formatMoney(1234567)).toBe('12,34,567');
    expect(formatMoney('60000', { symbol: true })).toBe('₹60,000');
    expect(formatMoney(2000)).toBe('2,000');
  });

  it('gives 0 for nothing to show', () => {
    for (const empty of [0, null, undefined, Number.NaN, '', '  ', 'abc', Number.POSITIVE_INFINITY, {}]) {
      expect(formatMoney(empty)).toBe('0');
      expect(formatMoney(empty, { symbol: true })).toBe('₹0');
    }
    expect(formatMoney('', { paise: true })).toBe('0.00');
  });

  it('puts the minus before the rupee sign', () => {
    expect(formatMoney(-1500, { symbol: true })).toBe('-₹1,500');
    expect(formatMoney('-250000')).toBe('-2,50,000');
    expect(formatMoney(-0.2)).toBe('0');
  });

  it('rounds half away from zero on the decimal text, not the float', () => {
    expect(formatMoney(1.005, { paise: true })).toBe('1.01');
    expect(formatMoney(1234.5)).toBe('1,235');
    expect(formatMoney(1234.49)).toBe('1,234');
    expect(formatMoney(99999.995, { paise: true })).toBe('1,00,000.00');
    expect(formatMoney(-2.5)).toBe('-3');
    expect(formatMoney(1500.5, { symbol: true, paise: true })).toBe('₹1,500.50');
  });

  it('reads numeric strings, commas included, and exponents', () => {
    expect(formatMoney('1,234.5', { paise: true })).toBe('1,234.50');
    expect(formatMoney(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000');
    expect(formatMoney(1e-7, { paise: true })).toBe('0.00');
  });

  it('round-trips: removing the commas gives the digits back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        const text = formatMoney(n.toString());
        expect(text.replace(/,/g, '')).toBe(n.toString());
        expect(text).toMatch(/^-?(?:[1-9]\d?,(?:\d{2},)*)?\d{3}$|^-?\d{1,3}$/);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatMoney(n).replace(/,/g, '')).toBe(String(n === 0 ? 0 : n));
      }),
    );
  });
});

describe('formatPaise', () => {
  it('shows decimals only when there are paise', () => {
    expect(formatPaise(paise(10_000_000), { symbol: true })).toBe('₹1,00,000');
    expect(formatPaise(paise(123_405))).toBe('1,234.05');
    expect(formatPaise(paise(50))).toBe('0.50');
    expect(formatPaise(paise(0), { symbol: true })).toBe('₹0');
    expect(formatPaise(paise(-150), { symbol: true })).toBe('-₹1.50');
  });

  it('agrees with formatMoney on the same amount in rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (p) => {
        const shown = formatPaise(paise(p));
        const expected = formatMoney(p / 100, { paise: true }).replace(/\.00$/, '');
        expect(shown).toBe(expected);
      }),
    );
  });
});
