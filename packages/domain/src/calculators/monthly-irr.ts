import { assert } from '../util/assert';
import { APR_NO_SOLUTION } from '../util/messages';

/**
 * The per-period IRR of `netDisbursedPaise` received now against
 * `repaymentsPaise` paid at the end of each period: the same bisection as
 * pricing/apr.ts (which returns only the rounded nominal rate), kept
 * unrounded so it can be annualised both ways.
 */
export function monthlyIrr(netDisbursedPaise: number, repaymentsPaise: readonly number[]): number {
  const paid = repaymentsPaise.reduce((a, b) => a + b, 0);
  assert(netDisbursedPaise > 0 && paid >= netDisbursedPaise, APR_NO_SOLUTION);
  const presentValue = (rate: number) =>
    repaymentsPaise.reduce((sum, amount, i) => sum + amount / (1 + rate) ** (i + 1), 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > netDisbursedPaise) high *= 2;
  for (let i = 0; i < 100; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > netDisbursedPaise) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
