import { type Paise, paise, type RatePpm, ratePpm } from '../money/paise';
import type { LoanProduct } from '../order/products';
import { assert } from '../util/assert';
import type { RiskTier, RiskTiers } from './policy';

const PPM = 1_000_000;

/** Developer-facing: the policy lacks a product the decision asks for. */
export const UNKNOWN_PRODUCT = 'The underwriting policy has no loan product of that kind.';

/** The best tier whose floor `score` reaches; below every floor, the worst tier. */
export function riskTierFor(score: number, tiers: RiskTiers): RiskTier {
  let tier = tiers[0];
  for (const t of tiers) if (score >= t.minScore) tier = t;
  return tier;
}

export function productFor(kind: LoanProduct['kind'], products: readonly LoanProduct[]): LoanProduct {
  const product = products.find((p) => p.kind === kind);
  assert(product !== undefined, UNKNOWN_PRODUCT);
  return product;
}

/**
 * The tier's share of monthly income, kept inside the product's amounts and
 * rounded down to a whole `stepPaise`, but never below the product's minimum.
 */
export function quotaFor(
  monthlyIncomePaise: number,
  tier: RiskTier,
  product: LoanProduct,
  stepPaise: number,
): Paise {
  const share = Math.floor((monthlyIncomePaise * tier.quotaSharePpm) / PPM);
  const clamped = Math.min(Math.max(share, product.minAmountPaise), product.maxAmountPaise);
  return paise(Math.max(clamped - (clamped % stepPaise), product.minAmountPaise));
}

/** The tier's step through the product's daily-rate range, rounded down to a whole ppm. */
export function dailyRateFor(tier: RiskTier, product: LoanProduct): RatePpm {
  const spread = product.dailyRateMaxPpm - product.dailyRateMinPpm;
  return ratePpm(product.dailyRateMinPpm + Math.floor((spread * tier.rateStepPpm) / PPM));
}
