import type { LedgerLine } from '../ledger/accounts';
import { balancedJournal } from '../ledger/journals';
import { paise } from '../money/paise';
import { allocateEvenly, applyPpm } from '../money/rounding';
import { addDays } from '../pricing/day-key';
import {
  type BookInstalment,
  bookBalances,
  isOpen,
  unpaidAccruedInterest,
  unpaidPenal,
  unpaidPrincipal,
} from '../repayment/loan-book';

/**
 * The loan actions under maker-checker (decision 088) as pure changes of a
 * loan's books, each with the journal that keeps the ledger equal to them.
 * What a borrower owes lives on the instalments (owed less paid), so an
 * action lowers what is owed, never what was paid: the payment history stays.
 */

/** What a loan owes in penal charges and penalty fees: the most a waiver may take. */
export const penalOwed = (book: readonly BookInstalment[]) => bookBalances(book).penalPaise;

/** Lowers an instalment's penal charges (late interest, then the penalty fee, then failed-debit charges) by up to `amount`. */
function lowerPenal(i: BookInstalment, amount: number): { next: BookInstalment; taken: number } {
  let left = Math.min(amount, unpaidPenal(i));
  const taken = left;
  const next = { ...i };
  for (const field of ['penalPaise', 'penaltyFeePaise', 'failedDebitChargePaise'] as const) {
    const cut = Math.min(left, next[field]);
    next[field] -= cut;
    left -= cut;
  }
  return { next, taken };
}

/** An instalment with nothing owed and its interest whole is paid off on `day`. */
function closeIfClear(i: BookInstalment, day: string): BookInstalment {
  const clear =
    isOpen(i) &&
    unpaidPrincipal(i) === 0 &&
    unpaidPenal(i) === 0 &&
    i.accruedInterestPaise === i.interestPaise &&
    i.paidInterestPaise === i.interestPaise;
  return clear ? { ...i, paidDay: day } : i;
}

/** Waives `amountPaise` of penal charges, oldest instalment first (the caller checks it is at most penalOwed). */
export function waivePenal(
  book: readonly BookInstalment[],
  amountPaise: number,
  day: string,
): BookInstalment[] {
  let left = amountPaise;
  return book.map((i) => {
    if (!isOpen(i) || left === 0) return i;
    const { next, taken } = lowerPenal(i, left);
    left -= taken;
    return closeIfClear(next, day);
  });
}

/** Interest not yet accrued is no longer owed: each open instalment's interest becomes what accrued (the loan stops accruing). */
function fixInterest(i: BookInstalment): BookInstalment {
  return isOpen(i) ? { ...i, interestPaise: i.accruedInterestPaise } : i;
}

/** A write-off: nothing is owed on the books any more (the ledger moves the same to write_off_expense). */
export function writeOffBook(book: readonly BookInstalment[], day: string): BookInstalment[] {
  return book.map((i) => {
    if (!isOpen(i)) return i;
    const { next } = lowerPenal(i, unpaidPenal(i));
    return {
      ...next,
      principalPaise: i.paidPrincipalPaise,
      interestPaise: i.paidInterestPaise,
      accruedInterestPaise: i.paidInterestPaise,
      paidDay: day,
    };
  });
}

/**
 * A one-time settlement for `agreedPaise`: future interest is dropped and the
 * concession (what is owed less the agreed amount) is taken from penal
 * charges, then interest, then principal, newest instalment first, so what
 * the books say is owed is exactly the agreed amount.
 */
export function settleBook(
  book: readonly BookInstalment[],
  agreedPaise: number,
  day: string,
): BookInstalment[] {
  const fixed = book.map(fixInterest);
  const owed = bookBalances(fixed);
  let left = owed.principalPaise + owed.interestPaise + owed.penalPaise - agreedPaise;
  const byPenal = fixed.map((i) => {
    if (!isOpen(i) || left === 0) return i;
    const { next, taken } = lowerPenal(i, left);
    left -= taken;
    return next;
  });
  const out = [...byPenal];
  for (const field of ['interest', 'principal'] as const) {
    for (let k = out.length - 1; k >= 0 && left > 0; k -= 1) {
      const i = out[k] as BookInstalment;
      if (!isOpen(i)) continue;
      const cut = Math.min(left, field === 'interest' ? unpaidAccruedInterest(i) : unpaidPrincipal(i));
      left -= cut;
      out[k] =
        field === 'interest'
          ? { ...i, interestPaise: i.interestPaise - cut, accruedInterestPaise: i.accruedInterestPaise - cut }
          : { ...i, principalPaise: i.principalPaise - cut };
    }
  }
  return out.map((i) => closeIfClear(i, day));
}

export interface RestructureTerms {
  dailyRatePpm: number;
  /** How many new instalments, and the days between them. */
  count: number;
  installmentDays: number;
}

/**
 * A restructuring on `day`: the principal still owed leaves the open
 * instalments (which keep only the interest accrued and penal charges owed,
 * so arrears stay arrears) and is spread over `count` new instalments from
 * `day`, equal principal, each period's interest on the principal owed
 * during it at the loan's daily rate (the schedule rule of buildSchedule).
 */
export function restructureBook(
  book: readonly BookInstalment[],
  day: string,
  terms: RestructureTerms,
): BookInstalment[] {
  const remaining = bookBalances(book).principalPaise;
  const kept = book.map((i) =>
    isOpen(i) ? closeIfClear({ ...fixInterest(i), principalPaise: i.paidPrincipalPaise }, day) : i,
  );
  const shares = allocateEvenly(paise(remaining), terms.count);
  let owed = remaining;
  let number = Math.max(0, ...book.map((i) => i.number));
  let periodStart = day;
  const added = shares.map((principal) => {
    number += 1;
    const dueDay = addDays(periodStart, terms.installmentDays);
    const row: BookInstalment = {
      number,
      periodStart,
      dueDay,
      principalPaise: principal,
      interestBasePaise: owed,
      interestOffsetPaise: 0,
      interestPaise: applyPpm(paise(owed), terms.dailyRatePpm, terms.installmentDays),
      accruedInterestPaise: 0,
      penalPaise: 0,
      penaltyFeePaise: 0,
      failedDebitChargePaise: 0,
      paidPrincipalPaise: 0,
      paidInterestPaise: 0,
      paidPenalPaise: 0,
      paidDay: null,
    };
    owed -= principal;
    periodStart = dueDay;
    return row;
  });
  return [...kept, ...added];
}

/** The receivables that left the books between `before` and `after`, by account. */
export function receivablesDrop(before: readonly BookInstalment[], after: readonly BookInstalment[]) {
  const a = bookBalances(before);
  const b = bookBalances(after);
  return {
    principalPaise: a.principalPaise - b.principalPaise,
    interestPaise: a.interestPaise - b.interestPaise,
    penalPaise: a.penalPaise - b.penalPaise,
  };
}

type Drop = ReturnType<typeof receivablesDrop>;

const creditReceivables = (drop: Drop): LedgerLine[] => [
  { account: 'principal_receivable', amountPaise: -drop.principalPaise },
  { account: 'interest_receivable', amountPaise: -drop.interestPaise },
  { account: 'penal_receivable', amountPaise: -drop.penalPaise },
];

const total = (drop: Drop) => drop.principalPaise + drop.interestPaise + drop.penalPaise;

/** A waiver or a settlement's concession: the lender bears what is no longer owed. */
export function waiverJournal(drop: Drop): LedgerLine[] {
  return balancedJournal([
    { account: 'waiver_expense', amountPaise: total(drop) },
    ...creditReceivables(drop),
  ]);
}

/** A write-off: what the loan owed moves from the receivables to the written-off account. */
export function writeOffJournal(drop: Drop): LedgerLine[] {
  return balancedJournal([
    { account: 'write_off_expense', amountPaise: total(drop) },
    ...creditReceivables(drop),
  ]);
}

/** Money recovered on a written-off loan: collected, and income (the receivables stay at nothing). */
export function recoveryJournal(amountPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'collections_clearing', amountPaise },
    { account: 'recovery_income', amountPaise: -amountPaise },
  ]);
}
