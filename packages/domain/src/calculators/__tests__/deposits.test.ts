import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { fixedDepositMaturity } from '../fixed-deposit';
import { recurringDepositMaturity } from '../recurring-deposit';

describe('fixed deposit, compounded quarterly', () => {
  it('matches values worked by hand', () => {
    // Rs 10,000 at 10% for 1 year: 1.025^4 = 1.10381289, so Rs 11,038.1289 -> 11,038.13.
    expect(
      fixedDepositMaturity({ principalPaise: paise(10_000_00), annualRateBps: 1000, tenureMonths: 12 }),
    ).toEqual({
      maturityPaise: 11_038_13,
      interestPaise: 1_038_13,
    });
    // Rs 1,00,000 at 7% for 5 years: 1.0175^20 = 1.414778…, Rs 1,41,477.82 (Rs 1,41,478 to the rupee).
    expect(
      fixedDepositMaturity({ principalPaise: paise(1_00_000_00), annualRateBps: 700, tenureMonths: 60 })
        .maturityPaise,
    ).toBe(1_41_477_82);
  });

  it('earns simple interest on the compounded amount for a part quarter', () => {
    // Rs 1,00,000 at 7% for 14 months: 4 quarters (× 1.0175^4 = 1.071859…) then
    // 2 months simple (× 1 + 0.07 × 2/12): Rs 1,08,436.4053 -> 1,08,436.41.
    expect(
      fixedDepositMaturity({ principalPaise: paise(1_00_000_00), annualRateBps: 700, tenureMonths: 14 })
        .maturityPaise,
    ).toBe(1_08_436_41);
    // 15 months and 10 days: 5 quarters, then 10 days simple (× 1 + 0.07 × 10/365): Rs 1,09,270.8158 -> 1,09,270.82.
    expect(
      fixedDepositMaturity({
        principalPaise: paise(1_00_000_00),
        annualRateBps: 700,
        tenureMonths: 15,
        extraDays: 10,
      }).maturityPaise,
    ).toBe(1_09_270_82);
  });

  it('rejects leftover days that make up a month', () => {
    expect(() =>
      fixedDepositMaturity({
        principalPaise: paise(1_000_00),
        annualRateBps: 700,
        tenureMonths: 3,
        extraDays: 31,
      }),
    ).toThrow(RangeError);
  });

  it('any deposit: 0% gives back the principal; interest never negative and grows with time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 30 }),
        (amount, annualRateBps, tenureMonths, extraDays) => {
          const principalPaise = paise(amount);
          const flat = fixedDepositMaturity({ principalPaise, annualRateBps: 0, tenureMonths, extraDays });
          expect(flat).toEqual({ maturityPaise: amount, interestPaise: 0 });
          const { maturityPaise } = fixedDepositMaturity({
            principalPaise,
            annualRateBps,
            tenureMonths,
            extraDays,
          });
          const longer = fixedDepositMaturity({
            principalPaise,
            annualRateBps,
            tenureMonths: tenureMonths + 1,
          });
          expect(maturityPaise).toBeGreaterThanOrEqual(amount);
          if (extraDays === 0) expect(longer.maturityPaise).toBeGreaterThanOrEqual(maturityPaise);
        },
      ),
    );
  });
});

describe('recurring deposit, IBA formula', () => {
  it('matches values worked by hand', () => {
    // Rs 1,000 a month at 8% for 12 months: i = 0.02, n = 4; (1.02^4 − 1) = 0.08243216,
    // 1 − 1.02^(−1/3) = 0.0065791…; M = Rs 12,529.3256 -> 12,529.33.
    expect(
      recurringDepositMaturity({ instalmentPaise: paise(1_000_00), annualRateBps: 800, tenureMonths: 12 }),
    ).toEqual({ maturityPaise: 12_529_33, depositedPaise: 12_000_00, interestPaise: 529_33 });
    // Rs 5,000 a month at 7% for 5 years: i = 0.0175, n = 20; M = Rs 3,59,663.9544 -> 3,59,663.95.
    expect(
      recurringDepositMaturity({ instalmentPaise: paise(5_000_00), annualRateBps: 700, tenureMonths: 60 })
        .maturityPaise,
    ).toBe(3_59_663_95);
  });

  it('runs whole quarters only', () => {
    expect(() =>
      recurringDepositMaturity({ instalmentPaise: paise(1_000_00), annualRateBps: 700, tenureMonths: 13 }),
    ).toThrow(RangeError);
  });

  it('any deposit: 0% gives R × months; interest is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 40 }),
        (instalment, annualRateBps, quarters) => {
          const instalmentPaise = paise(instalment);
          const tenureMonths = quarters * 3;
          const flat = recurringDepositMaturity({ instalmentPaise, annualRateBps: 0, tenureMonths });
          expect(flat.maturityPaise).toBe(instalment * tenureMonths);
          expect(flat.interestPaise).toBe(0);
          const rd = recurringDepositMaturity({ instalmentPaise, annualRateBps, tenureMonths });
          expect(rd.interestPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
