import type { RepaymentView } from '@app/contract';

/**
 * The extension fee with its GST in a paid extension: what it came to (paid
 * and coupon) less what went to interest, penal charges and excess. The
 * view's allocation has no line for it; the API stores it, so a fee line in
 * the contract would replace this sum.
 */
export function extensionChargesPaise(
  repayment: Pick<RepaymentView, 'kind' | 'amountPaise' | 'couponPaise' | 'allocation'>,
): number {
  const a = repayment.allocation;
  if (repayment.kind !== 'extension' || !a) return 0;
  const rest =
    repayment.amountPaise +
    repayment.couponPaise -
    a.principalPaise -
    a.interestPaise -
    a.penalPaise -
    a.excessPaise;
  return Math.max(0, rest);
}
