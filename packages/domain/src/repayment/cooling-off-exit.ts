import {
  applyPayment,
  type BookInstalment,
  type Owing,
  type PaymentResult,
  unpaidAccruedInterest,
  unpaidPenal,
  unpaidPrincipal,
} from './loan-book';

/** What ends the loan in the cooling-off window, and the interest the loan then keeps in all. */
export interface CoolingOffExitOwing extends Owing {
  /** The loan's whole interest once it ends this way (paid before or with the exit). */
  loanInterestPaise: number;
}

const total = (book: readonly BookInstalment[], pick: (i: BookInstalment) => number) =>
  book.reduce((s, i) => s + pick(i), 0);

/**
 * The cooling-off exit at a moment (issue 30, point 4): the principal owed
 * and the lesser of the interest for the days held (`daysHeldInterestPaise`,
 * at least a day's) and the interest accrued to date, so that it is never
 * above paying in full at the same moment. No penal charge arises in the
 * window (the first due day is an instalment period away); any owed would be
 * part of both figures alike.
 */
export function coolingOffExitOwing(
  book: readonly BookInstalment[],
  daysHeldInterestPaise: number,
): CoolingOffExitOwing {
  const accrued = total(book, (i) => i.accruedInterestPaise);
  const paid = total(book, (i) => i.paidInterestPaise);
  const loanInterest = Math.max(paid, Math.min(daysHeldInterestPaise, accrued));
  const principal = total(book, unpaidPrincipal);
  const interest = loanInterest - paid;
  const penal = total(book, unpaidPenal);
  return {
    principalPaise: principal,
    interestPaise: interest,
    penalPaise: penal,
    totalPaise: principal + interest + penal,
    loanInterestPaise: loanInterest,
  };
}

/**
 * The loan's whole interest an exit quoted at `quotedPaise` closes with: the
 * quote less the principal and penal charges still owed, plus interest paid
 * before. Settling on a later day than the quote (a payment started at 23:59)
 * charges what was quoted, not a day more.
 */
export function exitInterestOfQuote(book: readonly BookInstalment[], quotedPaise: number): number {
  const paid = total(book, (i) => i.paidInterestPaise);
  return Math.max(paid, quotedPaise - total(book, unpaidPrincipal) - total(book, unpaidPenal) + paid);
}

export interface CoolingOffExitResult extends PaymentResult {
  /** Interest accrued beyond the loan's exit interest, reversed. */
  waivedInterestPaise: number;
}

/**
 * The books after a cooling-off exit: the loan keeps `loanInterestPaise` of
 * interest in all (recognised now if not yet accrued, or the accrual beyond
 * it reversed), then the payment goes to penal charges, that interest and the
 * principal, oldest instalment first.
 */
export function closeByCoolingOffExit(
  book: readonly BookInstalment[],
  loanInterestPaise: number,
  paidPaise: number,
  day: string,
): CoolingOffExitResult {
  const accrued = total(book, (i) => i.accruedInterestPaise);
  const target = Math.max(
    loanInterestPaise,
    total(book, (i) => i.paidInterestPaise),
  );
  // Each instalment keeps what it was paid and its share of the rest, oldest first; any more falls on the first.
  let left = target - total(book, (i) => i.paidInterestPaise);
  const reset = book.map((i) => {
    const share = Math.min(unpaidAccruedInterest(i), left);
    left -= share;
    const interest = i.paidInterestPaise + share;
    return { ...i, interestPaise: interest, accruedInterestPaise: interest };
  });
  const first = reset[0];
  if (first && left > 0) {
    reset[0] = {
      ...first,
      interestPaise: first.interestPaise + left,
      accruedInterestPaise: first.accruedInterestPaise + left,
    };
  }
  const result = applyPayment(reset, paidPaise, day, 'partial');
  return {
    ...result,
    recognisedInterestPaise: Math.max(0, target - accrued),
    waivedInterestPaise: Math.max(0, accrued - target),
  };
}
