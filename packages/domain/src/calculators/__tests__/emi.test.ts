import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { emiCalculation, emiPaise } from '../emi';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
/**
 * Each month adds at most a paisa of rounding (½ on the EMI, ½ on the
 * interest), which then grows at r: the last instalment is off from the EMI by
 * at most (1+r)·Σ(1+r)^j + 1 paise. Below the EMI, no month before the last
 * can overpay the balance.
 */
function driftBoundPaise(annualRateBps: number, tenureMonths: number): number {
  const g = 1 + annualRateBps / 120_000;
  let bound = 1;
  for (let j = 1; j < tenureMonths; j += 1) bound += g ** j;
  return bound;
}

const loan = (rupees: number, annualRateBps: number, tenureMonths: number) => ({
  amountPaise: paise(rupees * 100),
  annualRateBps,
  tenureMonths,
});

describe('EMI', () => {
  it('matches the widely published bank-calculator EMIs', () => {
    // Rs 10,00,000 at 10.5% for 60 months: r = 0.00875, (1+r)^60 = 1.68670…,
    // EMI = 10,00,000 × 0.00875 × 1.68670 ÷ 0.68670 = Rs 21,493.90 (Rs 21,494 to the rupee, the figure SBI/HDFC calculators show).
    expect(emiPaise(loan(10_00_000, 1050, 60))).toBe(21_493_90);
    // Rs 1,00,000 at 10% for 12 months: r = 1/120, (1+r)^12 = 1.104713, EMI = Rs 8,791.59 (Rs 8,792 to the rupee).
    expect(emiPaise(loan(1_00_000, 1000, 12))).toBe(8_791_59);
    // Rs 50,00,000 at 8.5% for 240 months (a 20-year home loan): EMI = Rs 43,391.16 (Rs 43,391 to the rupee).
    expect(emiPaise(loan(50_00_000, 850, 240))).toBe(43_391_16);
  });

  it('matches the illustrations banks publish with their EMI calculators', () => {
    // HDFC Bank's worked example: Rs 10,00,000 at 7.2% for 120 months, r = 0.006, EMI Rs 11,714.
    expect(emiPaise(loan(10_00_000, 720, 120))).toBe(11_714_19);
    // The older HDFC illustration: Rs 10,00,000 at 10.5% for 10 years, EMI Rs 13,493. The exact
    // value is Rs 13,493.49968: Rs 13,493 to the rupee, Rs 13,493.50 to the paisa.
    expect(emiPaise(loan(10_00_000, 1050, 120))).toBe(13_493_50);
    // A personal loan of Rs 1,00,000 at 10.5% for 12 months: EMI Rs 8,814.86 (Rs 8,815 on SBI's
    // calculator), total interest Rs 5,778 to the rupee.
    const personal = emiCalculation(loan(1_00_000, 1050, 12));
    expect(personal.emiPaise).toBe(8_814_86);
    expect(personal.totalInterestPaise).toBe(5_778_33);
    expect(personal.schedule.at(-1)?.closingPaise).toBe(0);
  });

  it('builds a table that can be checked by hand', () => {
    // Rs 10,000 at 12% for 3 months: r = 1%, EMI = 10,000 × 0.01 × 1.030301 ÷ 0.030301 = Rs 3,400.2211 -> 3,400.22.
    const {
      emiPaise: emi,
      schedule,
      totalInterestPaise,
      totalPayablePaise,
    } = emiCalculation(loan(10_000, 1200, 3));
    expect(emi).toBe(3_400_22);
    expect(schedule).toEqual([
      // 1% of 10,000.00 = 100.00; principal 3,300.22.
      {
        month: 1,
        openingPaise: 10_000_00,
        interestPaise: 100_00,
        principalPaise: 3_300_22,
        instalmentPaise: 3_400_22,
        closingPaise: 6_699_78,
      },
      // 1% of 6,699.78 = 66.9978 -> 67.00.
      {
        month: 2,
        openingPaise: 6_699_78,
        interestPaise: 67_00,
        principalPaise: 3_333_22,
        instalmentPaise: 3_400_22,
        closingPaise: 3_366_56,
      },
      // 1% of 3,366.56 = 33.6656 -> 33.67; the last month repays the 3,366.56 left, so pays 3,400.23.
      {
        month: 3,
        openingPaise: 3_366_56,
        interestPaise: 33_67,
        principalPaise: 3_366_56,
        instalmentPaise: 3_400_23,
        closingPaise: 0,
      },
    ]);
    expect(totalInterestPaise).toBe(200_67);
    expect(totalPayablePaise).toBe(10_200_67);
  });

  it('divides evenly at a zero rate, the last month absorbing the leftover', () => {
    // Rs 1,00,000 over 12 months at 0%: 8,333.33 a month, the last 8,333.37.
    const { emiPaise: emi, schedule, totalInterestPaise } = emiCalculation(loan(1_00_000, 0, 12));
    expect(emi).toBe(8_333_33);
    expect(schedule.at(-1)?.instalmentPaise).toBe(8_333_37);
    expect(totalInterestPaise).toBe(0);
  });

  it('rounds half up', () => {
    // 3 paise over 2 months at 0%: 1.5 -> 2, then the last month pays 1.
    const { emiPaise: emi, schedule } = emiCalculation({
      amountPaise: paise(3),
      annualRateBps: 0,
      tenureMonths: 2,
    });
    expect(emi).toBe(2);
    expect(schedule.map((row) => row.instalmentPaise)).toEqual([2, 1]);
  });

  it('lets a tiny, long, dear loan finish early rather than overpay', () => {
    // Rs 1,000 at 26.01% for 246 months: the EMI (Rs 21.79) repays under 12 paise
    // of principal a month at first, so half-paisa roundings compound past an EMI.
    const { schedule } = emiCalculation({
      amountPaise: paise(1_000_00),
      annualRateBps: 2601,
      tenureMonths: 246,
    });
    expect(schedule[244]?.closingPaise).toBe(0);
    expect(schedule[245]).toMatchObject({
      openingPaise: 0,
      interestPaise: 0,
      principalPaise: 0,
      instalmentPaise: 0,
    });
  });

  it('rejects unusable inputs', () => {
    expect(() => emiPaise(loan(0, 1050, 60))).toThrow(RangeError);
    expect(() => emiPaise(loan(1_000, -1, 60))).toThrow(RangeError);
    expect(() => emiPaise(loan(1_000, 1050, 0))).toThrow(RangeError);
    expect(() => emiPaise(loan(1_000, 10.5, 60))).toThrow(RangeError);
  });

  it('any loan: principal parts sum to the amount, closing 0, totals agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 480 }),
        (amount, annualRateBps, tenureMonths) => {
          const result = emiCalculation({ amountPaise: paise(amount), annualRateBps, tenureMonths });
          const { schedule, emiPaise: emi } = result;
          expect(schedule).toHaveLength(tenureMonths);
          expect(sum(schedule.map((row) => row.principalPaise))).toBe(amount);
          expect(schedule.at(-1)?.closingPaise).toBe(0);
          expect(result.totalInterestPaise).toBe(sum(schedule.map((row) => row.interestPaise)));
          expect(result.totalPayablePaise).toBe(sum(schedule.map((row) => row.instalmentPaise)));
          const steady = driftBoundPaise(annualRateBps, tenureMonths) < emi;
          const broken = schedule.filter(
            (row, i) =>
              row.principalPaise < 0 ||
              row.closingPaise !== row.openingPaise - row.principalPaise ||
              (i > 0 && row.openingPaise !== schedule[i - 1]?.closingPaise) ||
              (steady && i < tenureMonths - 1 && row.instalmentPaise !== emi),
          );
          expect(broken).toEqual([]);
        },
      ),
    );
  });

  it('EMI × n − amount is the total interest, up to the last-instalment adjustment', () => {
    // A tiny loan at a high rate over decades can drift by more than an EMI
    // and finish a month early (the later rows are zeros); such cases are left
    // to the property above.
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 1e12 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 360 }),
        (amount, annualRateBps, tenureMonths) => {
          const {
            emiPaise: emi,
            schedule,
            totalInterestPaise,
          } = emiCalculation({
            amountPaise: paise(amount),
            annualRateBps,
            tenureMonths,
          });
          const bound = driftBoundPaise(annualRateBps, tenureMonths);
          fc.pre(bound < emi);
          const last = schedule.at(-1)?.instalmentPaise ?? 0;
          expect(totalInterestPaise).toBe(emi * tenureMonths - amount + (last - emi));
          expect(Math.abs(last - emi)).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });
});
