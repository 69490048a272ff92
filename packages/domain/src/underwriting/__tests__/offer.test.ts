import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOME_BANDS, OCCUPATIONS } from '../../application/options';
import { DEFAULT_PRODUCTS, type LoanProduct } from '../../order/products';
import { dailyRateFor, productFor, quotaFor, riskTierFor, UNKNOWN_PRODUCT } from '../offer';
import { DEFAULT_UNDERWRITING_POLICY, RISK_TIERS } from '../policy';
import { underwrite } from '../underwrite';

const STEP = DEFAULT_UNDERWRITING_POLICY.quotaStepPaise;
/** The tier arithmetic alone: the refer band (tested in underwrite.test.ts) off. */
const NO_REFER = { ...DEFAULT_UNDERWRITING_POLICY, referBelowScore: 0 };
const personal = productFor('personal', DEFAULT_PRODUCTS);
const salary = productFor('salary', DEFAULT_PRODUCTS);

const approvedFor = (
  occupation: (typeof OCCUPATIONS)[number],
  band: (typeof INCOME_BANDS)[number],
  score: number,
) => {
  const decision = underwrite(
    {
      today: '2026-01-15',
      birth: '1995-04-10',
      resident: true,
      occupation,
      incomeBand: band,
      bureau: { status: 'found', score, delinquent: false, birthOnRecord: null, nameMatches: true },
    },
    NO_REFER,
  );
  if (decision.outcome !== 'approved') throw new Error(`expected an approval, got ${decision.outcome}`);
  return decision;
};

const occupation = fc.constantFrom(...OCCUPATIONS);
const band = fc.constantFrom(...INCOME_BANDS);
const approvedScore = fc.integer({ min: DEFAULT_UNDERWRITING_POLICY.minScore, max: 900 });

describe('the policy', () => {
  it('pins its numbers', () => {
    expect(DEFAULT_UNDERWRITING_POLICY).toMatchObject({
      minAge: 18,
      maxAge: 60,
      minAnnualIncomePaise: 25_000_00,
      minScore: 600,
      reapplyAfterDays: 30,
      quotaStepPaise: 500_00,
    });
  });

  it('orders its tiers from worst to best, the worst starting at the minimum score', () => {
    expect(RISK_TIERS.map((t) => t.risk)).toEqual(['high', 'medium', 'low']);
    expect(RISK_TIERS[0].minScore).toBe(DEFAULT_UNDERWRITING_POLICY.minScore);
    for (let i = 1; i < RISK_TIERS.length; i += 1) {
      const [worse, better] = [RISK_TIERS[i - 1], RISK_TIERS[i]];
      expect(better?.minScore).toBeGreaterThan(worse?.minScore ?? Number.POSITIVE_INFINITY);
      expect(better?.quotaSharePpm).toBeGreaterThanOrEqual(worse?.quotaSharePpm ?? 0);
      expect(better?.rateStepPpm).toBeLessThanOrEqual(worse?.rateStepPpm ?? 0);
    }
  });

  it('places scores in tiers by their floors', () => {
    expect([599, 600, 679, 680, 749, 750, 900].map((s) => riskTierFor(s, RISK_TIERS).risk)).toEqual([
      'high',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });

  it('prices the best tier at the product minimum, the worst at its maximum', () => {
    const [worst, middle, best] = ['high', 'medium', 'low'].map((r) => RISK_TIERS.find((t) => t.risk === r));
    if (!worst || !middle || !best) throw new Error('tier missing');
    expect([best, middle, worst].map((t) => dailyRateFor(t, personal))).toEqual([400, 500, 600]);
    expect([best, middle, worst].map((t) => dailyRateFor(t, salary))).toEqual([400, 450, 500]);
  });

  it('throws when the policy lacks the product', () => {
    expect(() => productFor('salary', [personal])).toThrow(UNKNOWN_PRODUCT);
  });
});

describe('quotaFor', () => {
  const medium = riskTierFor(700, RISK_TIERS);

  it('rounds down to a whole Rs 500', () => {
    expect(quotaFor(12_345_67, medium, personal, STEP)).toBe(12_000_00);
    expect(quotaFor(12_499_99, medium, personal, STEP)).toBe(12_000_00);
    expect(quotaFor(12_500_00, medium, personal, STEP)).toBe(12_500_00);
  });

  it('clamps into the product amounts', () => {
    expect(quotaFor(0, medium, personal, STEP)).toBe(2_000_00);
    expect(quotaFor(0, medium, salary, STEP)).toBe(5_000_00);
    expect(quotaFor(1_000_000_00, medium, personal, STEP)).toBe(30_000_00);
    expect(quotaFor(1_000_000_00, medium, salary, STEP)).toBe(60_000_00);
  });

  it('is inside the product, a multiple of Rs 500, and grows with income and tier', () => {
    const income = fc.integer({ min: 0, max: 10_000_000_00 });
    const tier = fc.constantFrom(...RISK_TIERS);
    const product = fc.constantFrom<LoanProduct>(personal, salary);
    fc.assert(
      fc.property(income, income, tier, tier, product, (a, b, t1, t2, p) => {
        const quota = quotaFor(a, t1, p, STEP);
        expect(quota).toBeGreaterThanOrEqual(p.minAmountPaise);
        expect(quota).toBeLessThanOrEqual(p.maxAmountPaise);
        expect(quota % STEP).toBe(0);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(quotaFor(low, t1, p, STEP)).toBeLessThanOrEqual(quotaFor(high, t1, p, STEP));
        const [worse, better] = t1.minScore <= t2.minScore ? [t1, t2] : [t2, t1];
        expect(quotaFor(a, worse, p, STEP)).toBeLessThanOrEqual(quotaFor(a, better, p, STEP));
      }),
    );
  });
});

describe('underwrite: every approval', () => {
  it('lends inside its product, in Rs 500 steps, at a rate inside the product range', () => {
    fc.assert(
      fc.property(occupation, band, approvedScore, (o, b, s) => {
        const decision = approvedFor(o, b, s);
        const p = decision.product === 'salary' ? salary : personal;
        expect(decision.product).toBe(o === 'office_employee' ? 'salary' : 'personal');
        expect(decision.quotaPaise).toBeGreaterThanOrEqual(p.minAmountPaise);
        expect(decision.quotaPaise).toBeLessThanOrEqual(p.maxAmountPaise);
        expect(decision.quotaPaise % 50_000).toBe(0);
        expect(Number.isSafeInteger(decision.dailyRatePpm)).toBe(true);
        expect(decision.dailyRatePpm).toBeGreaterThanOrEqual(p.dailyRateMinPpm);
        expect(decision.dailyRatePpm).toBeLessThanOrEqual(p.dailyRateMaxPpm);
      }),
    );
  });

  it('never lowers the quota nor raises the rate for a higher score at the same income', () => {
    fc.assert(
      fc.property(occupation, band, approvedScore, approvedScore, (o, b, s1, s2) => {
        const [low, high] = s1 <= s2 ? [s1, s2] : [s2, s1];
        const worse = approvedFor(o, b, low);
        const better = approvedFor(o, b, high);
        expect(better.quotaPaise).toBeGreaterThanOrEqual(worse.quotaPaise);
        expect(better.dailyRatePpm).toBeLessThanOrEqual(worse.dailyRatePpm);
      }),
    );
  });

  it('never lowers the quota for a higher income band at the same score', () => {
    fc.assert(
      fc.property(occupation, band, band, approvedScore, (o, b1, b2, s) => {
        const [low, high] = INCOME_BANDS.indexOf(b1) <= INCOME_BANDS.indexOf(b2) ? [b1, b2] : [b2, b1];
        expect(approvedFor(o, high, s).quotaPaise).toBeGreaterThanOrEqual(approvedFor(o, low, s).quotaPaise);
      }),
    );
  });
});
