import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_PAISE, INVALID_RUPEES, RUPEES_OUT_OF_RANGE } from '../../util/messages';
import { days, paise, paiseToRupees, ratePpm, rupeesToPaise } from '../paise';

describe('paise constructors', () => {
  it('accepts integers and rejects fractions and non-finite numbers', () => {
    expect(paise(150)).toBe(150);
    expect(paise(-150)).toBe(-150);
    expect(Object.is(paise(-0), 0)).toBe(true);
    expect(() => paise(1.5)).toThrow(INVALID_PAISE);
    expect(() => paise(Number.NaN)).toThrow(INVALID_PAISE);
    expect(() => paise(2 ** 53)).toThrow(INVALID_PAISE);
  });

  it('takes daily interest as parts per million: 0.04% a day is 400', () => {
    expect(ratePpm(400)).toBe(400);
    expect(() => ratePpm(-1)).toThrow(RangeError);
    expect(() => ratePpm(0.5)).toThrow(RangeError);
  });

  it('counts whole days only', () => {
    expect(days(15)).toBe(15);
    expect(() => days(1.5)).toThrow(RangeError);
    expect(() => days(-1)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it('converts without float drift', () => {
    expect(rupeesToPaise(0.07)).toBe(7);
    expect(rupeesToPaise(0.3)).toBe(30);
    expect(rupeesToPaise(1.15)).toBe(115);
    expect(rupeesToPaise(4.35)).toBe(435);
    expect(rupeesToPaise(30000)).toBe(3_000_000);
    expect(rupeesToPaise('1234.5')).toBe(123_450);
    expect(rupeesToPaise('1,00,000.00')).toBe(10_000_000);
    expect(rupeesToPaise('-12.05')).toBe(-1205);
    expect(rupeesToPaise('12.500')).toBe(1250);
  });

  it('refuses more than two decimals, garbage and amounts beyond the safe range', () => {
    expect(() => rupeesToPaise(0.1 + 0.2)).toThrow(INVALID_RUPEES);
    expect(() => rupeesToPaise('12.345')).toThrow(INVALID_RUPEES);
    expect(() => rupeesToPaise('abc')).toThrow(INVALID_RUPEES);
    expect(() => rupeesToPaise('')).toThrow(INVALID_RUPEES);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(INVALID_RUPEES);
    expect(() => rupeesToPaise(1e20)).toThrow(RUPEES_OUT_OF_RANGE);
  });

  it('is exact for every two-decimal amount, as a number and as a string', () => {
    const cents = fc.integer({ min: -(10 ** 13), max: 10 ** 13 });
    fc.assert(
      fc.property(cents, (p) => {
        const abs = Math.abs(p);
        const text = `${p < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(rupeesToPaise(text)).toBe(p === 0 ? 0 : p);
        expect(rupeesToPaise(Number(text))).toBe(p === 0 ? 0 : p);
      }),
    );
  });

  it('round-trips with paiseToRupees for display', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(paise(p)))).toBe(p === 0 ? 0 : p);
      }),
    );
  });
});
