import type { CouponView } from '@app/contract';
import { type CouponBlock, type CouponKind, couponBlock } from '@app/domain';

export type { CouponBlock };

export interface CouponOption {
  coupon: CouponView;
  block: CouponBlock | null;
}

/** The domain's rule on the coupon as the API shows it (its state stands for the used and voided dates). */
function blockOf(coupon: CouponView, kind: CouponKind, amountPaise: number, now: Date): CouponBlock | null {
  return couponBlock(
    {
      kind: coupon.kind,
      facePaise: coupon.facePaise,
      minAmountPaise: coupon.minAmountPaise,
      validFrom: new Date(coupon.validFrom),
      validUntil: new Date(coupon.validUntil),
      usedAt: coupon.usedAt ? new Date(coupon.usedAt) : coupon.state === 'used' ? now : null,
      voidedAt: coupon.state === 'invalid' ? now : null,
    },
    kind,
    amountPaise,
    now,
  );
}

/**
 * The coupons of `kind` for a payment of `amountPaise` (withdrawal coupons for
 * a withdrawal, repayment coupons for a repayment): the usable ones first,
 * largest first and then the soonest to expire, then the others with the
 * reason they cannot be used. The server has the last word
 * (COUPON_UNAVAILABLE); this only sorts and explains.
 */
export function couponOptions(
  coupons: readonly CouponView[],
  amountPaise: number,
  now: Date,
  kind: CouponKind = 'withdrawal',
): CouponOption[] {
  const options = coupons
    .filter((coupon) => coupon.kind === kind)
    .map((coupon) => ({ coupon, block: blockOf(coupon, kind, amountPaise, now) }));
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
