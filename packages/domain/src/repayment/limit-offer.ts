import type { LoanProduct } from '../order/products';
import type { PricingConfig } from '../pricing/pricing-config';
import { termOptionsMonths } from '../pricing/terms';

/** A loan repaid on time raises the limit by this share (20%), in whole Rs 100 steps. */
export const LIMIT_STEP_PPM = 200_000;
const STEP_PAISE = 100_00;

export interface LimitOfferTerms {
  quotaPaise: number;
  maxTermMonths: number;
}

/**
 * What an on-time loan earns (spec §4): the quota 20% higher, rounded down
 * to Rs 100 and capped at the product's maximum, and the next longer term.
 * Null when the borrower already has the most of both.
 */
export function limitOfferTerms(
  quotaPaise: number,
  product: LoanProduct,
  acceptedOffers: number,
  config: PricingConfig,
): LimitOfferTerms | null {
  const raised =
    Math.floor((quotaPaise * (1_000_000 + LIMIT_STEP_PPM)) / 1_000_000 / STEP_PAISE) * STEP_PAISE;
  const quota = Math.max(quotaPaise, Math.min(product.maxAmountPaise, raised));
  const longest = (accepted: number) =>
    termOptionsMonths(product, accepted, config).at(-1) ?? product.minTermMonths;
  const maxTermMonths = longest(acceptedOffers + 1);
  if (quota === quotaPaise && maxTermMonths === longest(acceptedOffers)) return null;
  return { quotaPaise: quota, maxTermMonths };
}
