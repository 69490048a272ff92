/** Spec §2: app platform coupons (repayment) and withdrawal coupons. */
export const COUPON_KINDS = ['withdrawal', 'repayment'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Spec §2 coupon list states. "invalid": voided by us (for example when the loan it was for was canceled). */
export const COUPON_STATES = ['unused', 'used', 'expired', 'invalid'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface CouponFacts {
  kind: CouponKind;
  facePaise: number;
  /** The smallest amount it applies to. */
  minAmountPaise: number;
  validFrom: Date;
  validUntil: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
}

export function couponState(coupon: CouponFacts, now: Date): CouponState {
  if (coupon.voidedAt) return 'invalid';
  if (coupon.usedAt) return 'used';
  if (now >= coupon.validUntil) return 'expired';
  return 'unused';
}

/**
 * Whether a coupon can go on a withdrawal of `amountPaise` now (spec §8:
 * "usable only once, and not usable now if the required amount was not
 * paid"): a withdrawal coupon, unused, inside its dates, and the amount at
 * least its minimum.
 */
export function couponUsable(coupon: CouponFacts, kind: CouponKind, amountPaise: number, now: Date): boolean {
  return (
    coupon.kind === kind &&
    couponState(coupon, now) === 'unused' &&
    now >= coupon.validFrom &&
    amountPaise >= coupon.minAmountPaise
  );
}
