import { useMemo, useState } from 'react';
import { bestCouponId, type CouponOption, couponOptions } from '@/lib/coupon-options';
import { useCoupons } from '@/lib/get-coupons';

export interface RepayCoupon {
  options: CouponOption[];
  /** The coupon that goes on the payment: picked, or the best usable one; null for none. */
  chosen: CouponOption | null;
  pick: (couponId: string | null) => void;
  refetch: () => void;
}

/**
 * The repayment coupon of a payment of `amountPaise`: the borrower's pick,
 * else the best usable one. A pick that no longer applies (the amount went
 * below its minimum) is not sent.
 */
export function useRepayCoupon(amountPaise: number | null): RepayCoupon {
  const coupons = useCoupons();
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const options = useMemo(
    () => couponOptions(coupons.data?.coupons ?? [], amountPaise ?? 0, new Date(), 'repayment'),
    [coupons.data, amountPaise],
  );
  const couponId = picked === undefined ? bestCouponId(options) : picked;
  const chosen = options.find((option) => option.coupon.id === couponId && option.block === null) ?? null;
  return { options, chosen, pick: setPicked, refetch: () => void coupons.refetch() };
}
