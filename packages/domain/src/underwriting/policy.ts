import { DEFAULT_PRODUCTS, ELIGIBILITY, type LoanProduct } from '../order/products';

/** One band of bureau scores and what it earns. Shares and steps are parts per million. */
export interface RiskTier {
  risk: 'high' | 'medium' | 'low';
  /** The lowest bureau score (300-900) in the tier. */
  minScore: number;
  /** The quota as a share of monthly income: 1_000_000 is one month's income. */
  quotaSharePpm: number;
  /** Where the daily rate sits in the product's range: 0 is its minimum, 1_000_000 its maximum. */
  rateStepPpm: number;
}

/** Tiers from the worst score to the best; a score belongs to the last tier whose floor it reaches. */
export type RiskTiers = readonly [RiskTier, ...RiskTier[]];

/**
 * A short loan is repaid from the next month or two of pay, so the quota is a
 * share of one month's income that grows as the bureau's view of the applicant
 * improves. Floors follow the usual reading of Indian bureau scores: 750 and
 * up is good, below 600 is declined (see `minScore`).
 */
export const RISK_TIERS: RiskTiers = [
  // 600-679: half a month's income, at the product's highest daily rate.
  { risk: 'high', minScore: 600, quotaSharePpm: 500_000, rateStepPpm: 1_000_000 },
  // 680-749: one month's income, halfway through the rate range.
  { risk: 'medium', minScore: 680, quotaSharePpm: 1_000_000, rateStepPpm: 500_000 },
  // 750-900: a month and a half, at the product's lowest daily rate.
  { risk: 'low', minScore: 750, quotaSharePpm: 1_500_000, rateStepPpm: 0 },
];

export interface UnderwritingPolicy {
  minAge: number;
  maxAge: number;
  minAnnualIncomePaise: number;
  minScore: number;
  /**
   * Scores from `minScore` up to (not including) this are referred to a
   * person instead of approved (docs/decisions/031-review-refer-band.md);
   * 0 or anything at or below `minScore` refers none.
   */
  referBelowScore: number;
  /** Refer an applicant the bureau has no history for, instead of rejecting (salaried only). */
  referNoHistory: boolean;
  reapplyAfterDays: number;
  quotaStepPaise: number;
  riskTiers: RiskTiers;
  products: readonly LoanProduct[];
}

export const DEFAULT_UNDERWRITING_POLICY: UnderwritingPolicy = {
  // 18: the age of majority, below which a loan agreement does not bind (spec §1).
  minAge: ELIGIBILITY.minAge,
  // 60: the usual retirement age in India; salary, the source of repayment, stops there.
  maxAge: 60,
  // Rs 25,000 a year (spec §1).
  minAnnualIncomePaise: ELIGIBILITY.minAnnualIncomePaise,
  // 600: below it Indian bureau scores mark a poor repayment record; also the worst tier's floor.
  minScore: 600,
  // 650: the bottom of the high-risk tier, where Indian lenders usually look before lending (decision 031).
  referBelowScore: 650,
  // Off: the console shows nothing (payslip, bank statement) that would let a person judge a thin file.
  referNoHistory: false,
  // 30 days (spec §4 leaves N open): one monthly bureau reporting cycle, so a new review sees new data.
  reapplyAfterDays: 30,
  // Rs 500: quotas are offered in round amounts, as the withdraw screen's options are.
  quotaStepPaise: 500_00,
  riskTiers: RISK_TIERS,
  // Amount and rate bounds of each product (Rs 2,000-30,000 personal, Rs 5,000-60,000 salary).
  products: DEFAULT_PRODUCTS,
};
