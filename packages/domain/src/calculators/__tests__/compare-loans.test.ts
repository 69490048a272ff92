import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { aprBasisPoints } from '../../pricing/apr';
import { compareLoans, type LoanOffer } from '../compare-loans';
import { emiCalculation } from '../emi';

const offer = (
  rupees: number,
  annualRateBps: number,
  tenureMonths: number,
  feeRupees: number,
): LoanOffer => ({
  amountPaise: paise(rupees * 100),
  annualRateBps,
  tenureMonths,
  upfrontFeesPaise: paise(feeRupees * 100),
});

describe('comparing loans', () => {
  it('without fees, the APR is the quoted rate and the effective rate compounds it', () => {
    // 12% a year is 1% a month; (1.01)^12 − 1 = 12.6825%.
    const { offers } = compareLoans([offer(5_00_000, 1200, 36, 0), offer(5_00_000, 1050, 60, 0)]);
    expect(offers[0]).toMatchObject({
      aprBps: 1200,
      effectiveAnnualRateBps: 1268,
      netDisbursedPaise: 5_00_000_00,
    });
    // 10.5% a year is 0.875% a month; (1.00875)^12 − 1 = 11.0203%.
    expect(offers[1]).toMatchObject({ aprBps: 1050, effectiveAnnualRateBps: 1102 });
  });

  it('adds fees to the cost and the APR, and picks the cheapest by total cost', () => {
    // A lower rate with a dearer fee against a higher rate with a small one.
    const a = offer(5_00_000, 1100, 36, 25_000);
    const b = offer(5_00_000, 1200, 36, 5_000);
    const { offers, cheapestIndex } = compareLoans([a, b]);
    const [sa, sb] = offers;
    expect(sa?.feesPaise).toBe(25_000_00);
    expect(sa?.netDisbursedPaise).toBe(4_75_000_00);
    // The fees lift the APR well above the quoted rate (IRR of 4,75,000 against 36 × 16,369.36).
    expect(sa?.aprBps).toBe(1458);
    expect(sb?.aprBps).toBe(1270);
    // EMIs by the formula: 11% -> Rs 16,369.3586, 12% -> Rs 16,607.1549. Interest is about
    // EMI × 36 − 5,00,000 (Rs 89,296.91 and Rs 97,857.58); the tables, with their rounded
    // monthly interest and adjusted last instalment, give Rs 89,296.90 and Rs 97,857.63.
    // With fees A costs Rs 1,14,296.90 and B Rs 1,02,857.63: B is cheaper though its rate is higher.
    expect(sa).toMatchObject({
      emiPaise: 16_369_36,
      totalInterestPaise: 89_296_90,
      totalCostPaise: 1_14_296_90,
    });
    expect(sb).toMatchObject({
      emiPaise: 16_607_15,
      totalInterestPaise: 97_857_63,
      totalCostPaise: 1_02_857_63,
    });
    expect(cheapestIndex).toBe(1);
  });

  it('keeps the first of equally cheap offers', () => {
    expect(compareLoans([offer(1_00_000, 1000, 12, 0), offer(1_00_000, 1000, 12, 0)]).cheapestIndex).toBe(0);
  });

  it('needs two offers and fees below the amount', () => {
    expect(() => compareLoans([offer(1_00_000, 1000, 12, 0)])).toThrow(RangeError);
    expect(() => compareLoans([offer(1_00_000, 1000, 12, 1_00_000), offer(1_00_000, 1000, 12, 0)])).toThrow(
      RangeError,
    );
  });

  it('any offer: the APR is pricing/apr.ts on the same cash flows, and the effective rate is at least it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 1e10 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 50_000 }),
        (amount, annualRateBps, tenureMonths, feePpm) => {
          const fees = Math.floor((amount * feePpm) / 1_000_000);
          const loan = {
            amountPaise: paise(amount),
            annualRateBps,
            tenureMonths,
            upfrontFeesPaise: paise(fees),
          };
          const [summary] = compareLoans([loan, loan]).offers;
          const repaymentsPaise = emiCalculation(loan).schedule.map((row) => row.instalmentPaise);
          const netDisbursedPaise = amount - fees;
          expect(summary?.aprBps).toBe(
            aprBasisPoints({ netDisbursedPaise, repaymentsPaise, periodsPerYear: 12 }),
          );
          expect(summary?.effectiveAnnualRateBps).toBeGreaterThanOrEqual(summary?.aprBps ?? 0);
          expect(summary?.totalCostPaise).toBe((summary?.totalInterestPaise ?? 0) + fees);
        },
      ),
    );
  });
});
