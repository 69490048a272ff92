import { assert } from '../util/assert';
import { NEGATIVE_AMOUNT } from '../util/messages';

export interface Owed {
  penalPaise: number;
  interestPaise: number;
  principalPaise: number;
}

export interface Allocation extends Owed {
  /** What is left of the payment once everything owed is covered (refund or refused upstream). */
  excessPaise: number;
}

/**
 * Spreads a payment over what is owed in the documented order: penal
 * charges, then interest, then principal (the loan agreement's clause 6 and
 * RBI's guidance that penal charges are a separate charge).
 */
export function allocatePayment(paidPaise: number, owed: Owed): Allocation {
  assert(Number.isSafeInteger(paidPaise) && paidPaise >= 0, NEGATIVE_AMOUNT);
  let left = paidPaise;
  const take = (due: number) => {
    const part = Math.min(left, Math.max(0, due));
    left -= part;
    return part;
  };
  const penalPaise = take(owed.penalPaise);
  const interestPaise = take(owed.interestPaise);
  const principalPaise = take(owed.principalPaise);
  return { penalPaise, interestPaise, principalPaise, excessPaise: left };
}
