import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTS } from '../../order/products';
import { DEFAULT_PRICING } from '../pricing-config';
import { exampleChoice, productOffer } from '../product-offer';
import { quoteWithdrawal } from '../quote';
import { minWithdrawalPaise, termOptionsMonths } from '../terms';

const DAY = '2026-11-27';

describe('productOffer', () => {
  it('works Rs 10,000 over the shortest term at the highest rate, as a quote prices it', () => {
    const personal = productOffer(DEFAULT_PRODUCTS[0] as (typeof DEFAULT_PRODUCTS)[0], DEFAULT_PRICING, DAY);
    expect(personal.example).toEqual({
      amountPaise: 10_000_00,
      termMonths: 3,
      dailyRatePpm: 600,
      termDays: 90,
      instalments: 6,
      chargesPaise: 413_00, // 3% service fee Rs 300, Rs 30 + Rs 20 flat, GST 18% on all Rs 63
      receivedPaise: 9_587_00,
      interestPaise: 315_00, // 0.06% a day on the principal still owed, 6 fortnights
      totalRepayablePaise: 10_315_00,
      aprBps: 5227,
    });
    expect(personal.aprMinBps).toBe(2247);
    expect(personal.aprMaxBps).toBe(6944);
  });

  it('keeps the example inside the product: the nearest amount on a step when Rs 10,000 is not lent', () => {
    const small = { ...(DEFAULT_PRODUCTS[0] as (typeof DEFAULT_PRODUCTS)[0]), maxAmountPaise: 8_050_00 };
    expect(exampleChoice(small, DEFAULT_PRICING).amountPaise).toBe(8_000_00);
    const large = { ...small, minAmountPaise: 15_000_00, maxAmountPaise: 50_000_00 };
    expect(exampleChoice(large, DEFAULT_PRICING).amountPaise).toBe(15_000_00);
  });

  it('bounds the APR of every amount, term and rate the product offers, and the example is one of them', () => {
    for (const product of DEFAULT_PRODUCTS) {
      const offer = productOffer(product, DEFAULT_PRICING, DAY);
      expect(offer.example.aprBps).toBeGreaterThanOrEqual(offer.aprMinBps);
      expect(offer.example.aprBps).toBeLessThanOrEqual(offer.aprMaxBps);
      const terms = termOptionsMonths(product, Number.MAX_SAFE_INTEGER, DEFAULT_PRICING);
      const lowest = minWithdrawalPaise(product, DEFAULT_PRICING) / DEFAULT_PRICING.amountStepPaise;
      const highest = Math.floor(product.maxAmountPaise / DEFAULT_PRICING.amountStepPaise);
      fc.assert(
        fc.property(
          fc.integer({ min: lowest, max: highest }),
          fc.constantFrom(...terms),
          fc.integer({ min: product.dailyRateMinPpm, max: product.dailyRateMaxPpm }),
          (steps, termMonths, dailyRatePpm) => {
            const { aprBps } = quoteWithdrawal({
              amountPaise: steps * DEFAULT_PRICING.amountStepPaise,
              termMonths,
              dailyRatePpm,
              couponFacePaise: 0,
              startDay: DAY,
              config: DEFAULT_PRICING,
            });
            return aprBps >= offer.aprMinBps && aprBps <= offer.aprMaxBps;
          },
        ),
        { numRuns: 200 },
      );
    }
  });
});
