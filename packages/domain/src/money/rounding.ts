import { assert } from '../util/assert';
import { INVALID_SHARE_COUNT, NEGATIVE_AMOUNT } from '../util/messages';
import { type Paise, paise } from './paise';

const PPM = 1_000_000n;

/**
 * a × b ÷ c rounded half up, on non-negative integers: the one rounding rule
 * for money in this product (interest, fees, GST). BigInt keeps the product
 * exact however large it grows.
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  assert(a >= 0 && b >= 0 && c > 0, NEGATIVE_AMOUNT);
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((numerator * 2n + divisor) / (divisor * 2n));
}

/** `amount` × `ppm` parts per million × `times` (days, say), rounded half up to the paisa. */
export function applyPpm(amount: Paise, ppm: number, times = 1): Paise {
  assert(amount >= 0 && ppm >= 0 && times >= 0, NEGATIVE_AMOUNT);
  const numerator = BigInt(amount) * BigInt(ppm) * BigInt(times);
  return paise(Number((numerator * 2n + PPM) / (PPM * 2n)));
}

/**
 * `total` split into `parts` shares that differ by at most one paisa and sum
 * to `total` exactly; the leftover paise go to the first shares.
 */
export function allocateEvenly(total: Paise, parts: number): Paise[] {
  assert(Number.isSafeInteger(parts) && parts > 0, INVALID_SHARE_COUNT);
  assert(total >= 0, NEGATIVE_AMOUNT);
  const base = Math.floor(total / parts);
  const leftover = total - base * parts;
  return Array.from({ length: parts }, (_, i) => paise(base + (i < leftover ? 1 : 0)));
}
