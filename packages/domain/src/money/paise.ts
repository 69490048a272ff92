import { assert } from '../util/assert';
import {
  INVALID_DAYS,
  INVALID_PAISE,
  INVALID_RATE_PPM,
  INVALID_RUPEES,
  RUPEES_OUT_OF_RANGE,
} from '../util/messages';
import { toDecimalParts } from './decimal-parts';

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Money in integer paise (1 rupee = 100 paise). All arithmetic happens here. */
export type Paise = Brand<number, 'Paise'>;
/** A rate in parts per million: 0.04% a day is 400. */
export type RatePpm = Brand<number, 'RatePpm'>;
/** A whole number of days. */
export type Days = Brand<number, 'Days'>;

export function paise(n: number): Paise {
  assert(Number.isSafeInteger(n), INVALID_PAISE);
  return (n === 0 ? 0 : n) as Paise;
}

export function ratePpm(n: number): RatePpm {
  assert(Number.isSafeInteger(n) && n >= 0, INVALID_RATE_PPM);
  return n as RatePpm;
}

export function days(n: number): Days {
  assert(Number.isSafeInteger(n) && n >= 0, INVALID_DAYS);
  return n as Days;
}

/**
 * Rupees (a number or a string such as '1234.5') to paise, on digit strings so
 * 0.07 gives 7 and never 7.000000000000001. More than two significant
 * decimals is a caller bug, not something to round silently.
 */
export function rupeesToPaise(rupees: number | string): Paise {
  const parts = toDecimalParts(rupees);
  assert(parts !== null && parts.frac.length <= 2, INVALID_RUPEES);
  const total = Number(parts.int + parts.frac.padEnd(2, '0'));
  assert(Number.isSafeInteger(total), RUPEES_OUT_OF_RANGE);
  return paise(parts.negative ? -total : total);
}

/** For display only: a float can not hold every paise amount exactly. */
export function paiseToRupees(amount: Paise): number {
  return amount / 100;
}
