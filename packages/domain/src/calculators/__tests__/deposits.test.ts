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

  it('matches published FD examples', () => {
    // Rs 1,00,000 at 7% for 1 year, quarterly: 1.0175^4 = 1.0718590, Rs 1,07,186 to the rupee as published.
    expect(
      fixedDepositMaturity({ principalPaise: paise(1_00_000_00), annualRateBps: 700, tenureMonths: 12 })
        .maturityPaise,
    ).toBe(1_07_185_90);
    // Rs 15,000 at 5% for 2 years, quarterly: 1.0125^8 = 1.1044861, Rs 16,567.29.
    expect(
      fixedDepositMaturity({ principalPaise: paise(15_000_00), annualRateBps: 500, tenureMonths: 24 })
        .maturityPaise,
    ).toBe(16_567_29);
  });

  it('compounds monthly, half-yearly or yearly when the deposit says so', () => {
    const deposit = { principalPaise: paise(1_00_000_00), annualRateBps: 700, tenureMonths: 60 };
    // (1 + 0.07/12)^60 = 1.4176253 -> Rs 1,41,762.53.
    expect(fixedDepositMaturity({ ...deposit, compounding: 'monthly' }).maturityPaise).toBe(1_41_762_53);
    // 1.035^10 = 1.4105988 -> Rs 1,41,059.88.
    expect(fixedDepositMaturity({ ...deposit, compounding: 'half_yearly' }).maturityPaise).toBe(1_41_059_88);
    // 1.07^5 = 1.4025517 -> Rs 1,40,255.17.
    expect(fixedDepositMaturity({ ...deposit, compounding: 'yearly' }).maturityPaise).toBe(1_40_255_17);
    // Quarterly stays the default.
    expect(fixedDepositMaturity({ ...deposit, compounding: 'quarterly' })).toEqual(
      fixedDepositMaturity(deposit),
    );
    // 18 months yearly: one year compounded, then 6 months simple: 1.07 × 1.035 = 1.10745 -> Rs 1,10,745.
    expect(fixedDepositMaturity({ ...deposit, tenureMonths: 18, compounding: 'yearly' }).maturityPaise).toBe(
      1_10_745_00,
    );
    expect(() => fixedDepositMaturity({ ...deposit, compounding: 'daily' as unknown as 'yearly' })).toThrow(
      RangeError,
    );
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

  it('any whole-year deposit: compounding more often never pays less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 1e12 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 10 }),
        (amount, annualRateBps, years) => {
          const deposit = { principalPaise: paise(amount), annualRateBps, tenureMonths: years * 12 };
          const maturities = (['yearly', 'half_yearly', 'quarterly', 'monthly'] as const).map(
            (compounding) => fixedDepositMaturity({ ...deposit, compounding }).maturityPaise,
          );
          for (let i = 1; i < maturities.length; i += 1) {
            expect(maturities[i]).toBeGreaterThanOrEqual(maturities[i - 1] ?? 0);
          }
        },
      ),
    );
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

  it("matches a bank's published maturity table for Rs 100 a month", () => {
    // The Nellore District Co-operative Central Bank's RD table (maturity in rupees of
    // Rs 100 a month, by the IBA formula), columns 8%, 8.5%, 9%, 9.5% and 10%.
    const rates = [800, 850, 900, 950, 1000];
    const table: [number, number[]][] = [
      [12, [1253, 1256, 1260, 1263, 1266]],
      [24, [2609, 2623, 2637, 2650, 2664]],
      [36, [4077, 4109, 4142, 4174, 4207]],
      [48, [5666, 5726, 5787, 5848, 5911]],
      [60, [7386, 7485, 7585, 7687, 7791]],
      [72, [9248, 9398, 9551, 9707, 9866]],
    ];
    for (const [tenureMonths, row] of table) {
      const computed = rates.map((annualRateBps) => {
        const { maturityPaise } = recurringDepositMaturity({
          instalmentPaise: paise(100_00),
          annualRateBps,
          tenureMonths,
        });
        return Math.round(maturityPaise / 100);
      });
      expect([tenureMonths, computed]).toEqual([tenureMonths, row]);
    }
  });

  it('is the sum of each instalment compounded quarterly for the months it stays', () => {
    // Instalment k (of N) stays N − k + 1 months: R·Σ (1+i)^(m/3), m = 1..N, which the IBA formula sums.
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 1_00_000_00 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 1, max: 40 }),
        (instalment, annualRateBps, quarters) => {
          const tenureMonths = quarters * 3;
          const i = annualRateBps / 40_000;
          let sum = 0;
          for (let m = 1; m <= tenureMonths; m += 1) sum += instalment * (1 + i) ** (m / 3);
          const { maturityPaise } = recurringDepositMaturity({
            instalmentPaise: paise(instalment),
            annualRateBps,
            tenureMonths,
          });
          expect(Math.abs(maturityPaise - sum)).toBeLessThanOrEqual(1);
        },
      ),
    );
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
