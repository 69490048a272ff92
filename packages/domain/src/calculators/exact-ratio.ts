/**
 * numerator ÷ denominator rounded half up, on non-negative BigInts: the
 * closed forms (EMI, FD maturity) are exact rationals in the rate's basis
 * points, so they round once, exactly, with no floating point at all.
 */
export function divHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
