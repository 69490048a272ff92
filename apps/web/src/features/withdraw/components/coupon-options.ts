import type { CouponView } from '@app/contract';

/** Why a withdrawal coupon cannot go on this withdrawal; null when it can. */
export type CouponBlock = 'used' | 'expired' | 'invalid' | 'notYet' | 'belowMin';

export interface CouponOption {
  coupon: CouponView;
  block: CouponBlock | null;
}

function blockOf(coupon: CouponView, amountPaise: number, now: Date): CouponBlock | null {
  if (coupon.state !== 'unused') return coupon.state;
  if (Date.parse(coupon.validUntil) <= now.getTime()) return 'expired';
  if (Date.parse(coupon.validFrom) > now.getTime()) return 'notYet';
  if (amountPaise < coupon.minAmountPaise) return 'belowMin';
  return null;
}

/**
 * The withdrawal coupons for a withdrawal of `amountPaise` (repayment coupons
 * belong to repayments): the usable ones first, largest first and then the
 * soonest to expire, then the others with the reason they cannot be used.
 * The server has the last word (COUPON_UNAVAILABLE); this only sorts and explains.
 */
export function couponOptions(
  coupons: readonly CouponView[],
  amountPaise: number,
  now: Date,
): CouponOption[] {
  const options = coupons
    .filter((coupon) => coupon.kind === 'withdrawal')
    .map((coupon) => ({ coupon, block: blockOf(coupon, amountPaise, now) }));
  const rank = (option: CouponOption) => (option.block === null ? 0 : 1);
  return options.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.coupon.facePaise - a.coupon.facePaise ||
      Date.parse(a.coupon.validUntil) - Date.parse(b.coupon.validUntil),
  );
}

/** The coupon chosen for the borrower at first: the best usable one, or none. */
export function bestCouponId(options: readonly CouponOption[]): string | null {
  return options.find((option) => option.block === null)?.coupon.id ?? null;
}
