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

/** What a repayment leaves to pay after its coupon: at least Rs 1 (no payment is of nothing). */
export const MIN_PAID_AFTER_COUPON_PAISE = 100;

/**
 * The smallest payment a coupon goes on. A repayment coupon is spent whole
 * or not at all (spec §8: "usable only once, and not usable now if the
 * required amount was not paid"): the payment must take all of its face and
 * leave Rs 1 to pay, so a Rs 1 part payment never uses up a Rs 100 coupon.
 */
export function couponMinimumPaise(
  coupon: Pick<CouponFacts, 'kind' | 'facePaise' | 'minAmountPaise'>,
): number {
  if (coupon.kind !== 'repayment') return coupon.minAmountPaise;
  return Math.max(coupon.minAmountPaise, coupon.facePaise + MIN_PAID_AFTER_COUPON_PAISE);
}

/** Why a coupon cannot go on a payment now; null when it can. */
export type CouponBlock = 'wrong_kind' | 'used' | 'expired' | 'invalid' | 'not_yet' | 'below_min';

/**
 * Why a coupon cannot go on a `kind` payment of `amountPaise` now, or null
 * (spec §8: "usable only once, and not usable now if the required amount was
 * not paid"): its own kind, unused, inside its dates, the amount at least its
 * minimum. The screens explain with it; the server refuses with it.
 */
export function couponBlock(
  coupon: CouponFacts,
  kind: CouponKind,
  amountPaise: number,
  now: Date,
): CouponBlock | null {
  if (coupon.kind !== kind) return 'wrong_kind';
  const state = couponState(coupon, now);
  if (state !== 'unused') return state;
  if (now < coupon.validFrom) return 'not_yet';
  if (amountPaise < couponMinimumPaise(coupon)) return 'below_min';
  return null;
}

export function couponUsable(coupon: CouponFacts, kind: CouponKind, amountPaise: number, now: Date): boolean {
  return couponBlock(coupon, kind, amountPaise, now) === null;
}
