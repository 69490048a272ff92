import { describe, expect, it } from 'vitest';
import { INCOME_BANDS } from '../../application/options';
import { ELIGIBILITY } from '../../order/products';
import { annualIncomePaise, INCOME_BAND_BOUNDS_PAISE, monthlyIncomePaise } from '../income';

describe('income from the declared band', () => {
  it.each([
    ['0_10000', 5_000_00],
    ['10001_20000', 15_000_00],
    ['20001_30000', 25_000_00],
    ['30001_50000', 40_000_00],
    ['gt_50000', 50_000_00],
  ] as const)('reads %s as Rs %i a month (the midpoint; the open band its floor)', (band, monthly) => {
    expect(monthlyIncomePaise(band)).toBe(monthly);
    expect(annualIncomePaise(band)).toBe(monthly * 12);
  });

  it('is 0 without a band (student, unemployed)', () => {
    expect(monthlyIncomePaise(null)).toBe(0);
    expect(annualIncomePaise(null)).toBe(0);
  });

  it('stays inside each band, in whole rupees', () => {
    for (const band of INCOME_BANDS) {
      const [low, high] = INCOME_BAND_BOUNDS_PAISE[band];
      const monthly = monthlyIncomePaise(band);
      expect(monthly).toBeGreaterThanOrEqual(low);
      expect(monthly).toBeLessThanOrEqual(high);
      expect(monthly % 100).toBe(0);
    }
  });

  it('puts every band at or above the Rs 25,000 yearly minimum', () => {
    for (const band of INCOME_BANDS) {
      expect(annualIncomePaise(band)).toBeGreaterThanOrEqual(ELIGIBILITY.minAnnualIncomePaise);
    }
  });
});
