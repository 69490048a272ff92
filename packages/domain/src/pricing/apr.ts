import { assert } from '../util/assert';
import { APR_NO_SOLUTION } from '../util/messages';

export interface AprInput {
  /** What the borrower actually receives at the start, in paise. */
  netDisbursedPaise: number;
  /** Each repayment in paise, one per period, in order. */
  repaymentsPaise: readonly number[];
  /** Periods in a year: 12 for monthly instalments, 365/15 for fortnightly ones. */
  periodsPerYear: number;
}

/**
 * The Annual Percentage Rate as RBI's Key Fact Statement computes it: the
 * internal rate of return of the net amount disbursed against the scheduled
 * repayments, per period, times the periods in a year (a nominal rate, as in
 * RBI's illustration, which annualises a monthly IRR by × 12). In basis points
 * of a percent, rounded half up: 2416 is 24.16%.
 *
 * Bisection on the present value, which falls as the rate rises: slow to
 * read about, but it cannot diverge, and 100 halvings are far below a basis
 * point.
 */
export function aprBasisPoints({ netDisbursedPaise, repaymentsPaise, periodsPerYear }: AprInput): number {
  return Math.round(periodIrr(netDisbursedPaise, repaymentsPaise) * periodsPerYear * 10_000);
}

/**
 * The per-period IRR of `netDisbursedPaise` received now against
 * `repaymentsPaise` paid at the end of each period, unrounded (the APR and
 * the calculators annualise it).
 */
export function periodIrr(netDisbursedPaise: number, repaymentsPaise: readonly number[]): number {
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

/** 2416 -> '24.16' */
export function formatBasisPoints(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(bps);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
