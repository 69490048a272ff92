import { describe, expect, it } from 'vitest';
import { ppmToPercent } from '../../money/rate';
import { DEFAULT_PRODUCTS, highestAmountPaise, lowestDailyRatePpm, termRangeMonths } from '../products';

describe('the advertised products (spec §1, §9)', () => {
  it('lend Rs 2,000-30,000 personal and Rs 5,000-60,000 salary, over 3-12 months', () => {
    const byKind = Object.fromEntries(DEFAULT_PRODUCTS.map((p) => [p.kind, p]));
    expect(byKind.personal).toMatchObject({ minAmountPaise: 200_000, maxAmountPaise: 3_000_000 });
    expect(byKind.salary).toMatchObject({ minAmountPaise: 500_000, maxAmountPaise: 6_000_000 });
    expect(termRangeMonths(DEFAULT_PRODUCTS)).toEqual({ min: 3, max: 12 });
  });

  it('charge 0.04-0.06% a day personal and 0.04-0.05% salary', () => {
    const rates = DEFAULT_PRODUCTS.map((p) => [
      p.kind,
      ppmToPercent(p.dailyRateMinPpm),
      ppmToPercent(p.dailyRateMaxPpm),
    ]);
    expect(rates).toEqual([
      ['personal', '0.04', '0.06'],
      ['salary', '0.04', '0.05'],
    ]);
  });

  it('advertise "up to Rs 60,000" from 0.04% a day', () => {
    expect(highestAmountPaise(DEFAULT_PRODUCTS)).toBe(6_000_000);
    expect(lowestDailyRatePpm(DEFAULT_PRODUCTS)).toBe(400);
  });
});

describe('ppmToPercent', () => {
  it.each([
    [400, '0.04'],
    [450, '0.045'],
    [600, '0.06'],
    [10_000, '1'],
    [12_500, '1.25'],
    [0, '0'],
  ])('%i ppm is %s%%', (ppm, percent) => expect(ppmToPercent(ppm)).toBe(percent));
});
