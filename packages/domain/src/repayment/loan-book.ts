import { paise } from '../money/paise';
import { applyPpm } from '../money/rounding';
import { addDays, daysBetween } from '../pricing/day-key';
import type { PricingConfig } from '../pricing/pricing-config';
import type { Instalment } from '../pricing/schedule';
import { assert } from '../util/assert';
import { NEGATIVE_AMOUNT } from '../util/messages';
import { allocatePayment } from './allocate';

/**
 * One instalment of a disbursed loan as the books keep it: what it is owed
 * (scheduled principal, interest for its period, penal charges as they
 * accrue) and what has been paid against it. The loan's ledger balances are
 * the sums over its instalments (a test holds the two together).
 */
export interface BookInstalment {
  number: number;
  /** Interest of the current segment runs from this day (exclusive) to the due day (inclusive). */
  periodStart: string;
  dueDay: string;
  principalPaise: number;
  /** The principal the period's interest runs on: what was owed during it, by the schedule. */
  interestBasePaise: number;
  /** Interest fixed before the current segment (an extension closes a segment). */
  interestOffsetPaise: number;
  /** The instalment's whole interest: the offset plus the segment's. */
  interestPaise: number;
  /** Interest recognised so far (posted to the ledger). */
  accruedInterestPaise: number;
  /** Late interest (penal charge) accrued so far. */
  penalPaise: number;
  /** The one-off penalty fee, once charged. */
  penaltyFeePaise: number;
  /** Charges on failed auto-debits levied on it (decision 080); paid as penal charges are. */
  failedDebitChargePaise: number;
  paidPrincipalPaise: number;
  paidInterestPaise: number;
  paidPenalPaise: number;
  /** The business day the instalment was paid off, or null while owed. */
  paidDay: string | null;
}

/** The loan terms the books need, copied from the order's pricing. */
export type BookTerms = Pick<
  PricingConfig,
  'penalDailyPpm' | 'penaltyFeePaise' | 'extensionDays' | 'extensionFeePpm' | 'gstPpm' | 'gstBase'
> & { dailyRatePpm: number };

/**
 * The books of a new loan: the signed schedule, nothing accrued or paid.
 * Interest runs from the day the money arrived (decision 069): a payout on
 * `payoutDay`, after the schedule's `startDay` (a failed payout fixed
 * later), moves every period by the same days, so each keeps its length and
 * its interest, and the due days fall that much later.
 */
export function openBook(
  schedule: readonly Instalment[],
  startDay: string,
  payoutDay: string = startDay,
): BookInstalment[] {
  const shift = Math.max(0, daysBetween(startDay, payoutDay));
  let periodStart = addDays(startDay, shift);
  let owed = schedule.reduce((sum, row) => sum + row.principalPaise, 0);
  return schedule.map((row) => {
    const dueDay = addDays(row.dueDay, shift);
    const book: BookInstalment = {
      number: row.number,
      periodStart,
      dueDay,
      principalPaise: row.principalPaise,
      interestBasePaise: owed,
      interestOffsetPaise: 0,
      interestPaise: row.interestPaise,
      accruedInterestPaise: 0,
      penalPaise: 0,
      penaltyFeePaise: 0,
      failedDebitChargePaise: 0,
      paidPrincipalPaise: 0,
      paidInterestPaise: 0,
      paidPenalPaise: 0,
      paidDay: null,
    };
    periodStart = dueDay;
    owed -= row.principalPaise;
    return book;
  });
}

export const unpaidPrincipal = (i: BookInstalment) => i.principalPaise - i.paidPrincipalPaise;
/** Interest accrued and not yet paid. */
export const unpaidAccruedInterest = (i: BookInstalment) => i.accruedInterestPaise - i.paidInterestPaise;
/** Penal charges owed: late interest, the penalty fee and failed auto-debit charges, less what was paid of them. */
export const unpaidPenal = (i: BookInstalment) =>
  i.penalPaise + i.penaltyFeePaise + i.failedDebitChargePaise - i.paidPenalPaise;
export const isOpen = (i: BookInstalment) => i.paidDay === null;

/** The interest an instalment has earned by the end of `day`: its offset plus the segment's days so far. */
function interestEarnedBy(i: BookInstalment, day: string, dailyRatePpm: number): number {
  const segmentDays = daysBetween(i.periodStart, i.dueDay);
  const held = Math.min(segmentDays, Math.max(0, daysBetween(i.periodStart, day)));
  return i.interestOffsetPaise + applyPpm(paise(i.interestBasePaise), dailyRatePpm, held);
}

export interface DayAccrual {
  book: BookInstalment[];
  interestPaise: number;
  /** Late interest and penalty fees of the day. */
  penalPaise: number;
}

/**
 * One business day's accrual, for a book accrued through the day before:
 * interest of the periods running (cumulative, so that a period's interest
 * is exactly the schedule's by its due day), and on each instalment overdue
 * that day the late interest on what it still owes of principal and interest
 * (penal charges are never a base: no compounding, RBI 2024), plus the
 * penalty fee on its first overdue day.
 */
export function accrueDay(book: readonly BookInstalment[], day: string, terms: BookTerms): DayAccrual {
  let interest = 0;
  let penal = 0;
  const next = book.map((i) => {
    if (!isOpen(i)) return i;
    const earned = Math.min(i.interestPaise, interestEarnedBy(i, day, terms.dailyRatePpm));
    const interestDelta = Math.max(0, earned - i.accruedInterestPaise);
    let penalDelta = 0;
    let feeDelta = 0;
    if (daysBetween(i.dueDay, day) > 0) {
      const owed = unpaidPrincipal(i) + (i.interestPaise - i.paidInterestPaise);
      penalDelta = applyPpm(paise(Math.max(0, owed)), terms.penalDailyPpm, 1);
      if (i.penaltyFeePaise === 0) feeDelta = terms.penaltyFeePaise;
    }
    interest += interestDelta;
    penal += penalDelta + feeDelta;
    if (interestDelta === 0 && penalDelta === 0 && feeDelta === 0) return i;
    return {
      ...i,
      accruedInterestPaise: i.accruedInterestPaise + interestDelta,
      penalPaise: i.penalPaise + penalDelta,
      penaltyFeePaise: i.penaltyFeePaise + feeDelta,
    };
  });
  return { book: next, interestPaise: interest, penalPaise: penal };
}

/**
 * Levies a failed auto-debit's charge on instalment `number` (decision 080):
 * null when that instalment is paid off or absent (nothing is levied then).
 */
export function levyFailedDebitCharge(
  book: readonly BookInstalment[],
  number: number,
  chargePaise: number,
): BookInstalment[] | null {
  assert(chargePaise >= 0, NEGATIVE_AMOUNT);
  const target = book.find((i) => i.number === number);
  if (!target || !isOpen(target) || chargePaise === 0) return null;
  return book.map((i) =>
    i === target ? { ...i, failedDebitChargePaise: i.failedDebitChargePaise + chargePaise } : i,
  );
}

/** The open instalments that make today's bill: every one due by `day`, or else the next one. */
export function billInstalments(book: readonly BookInstalment[], day: string): BookInstalment[] {
  const open = book.filter(isOpen);
  const due = open.filter((i) => daysBetween(i.dueDay, day) >= 0);
  return due.length > 0 ? due : open.slice(0, 1);
}

export interface Owing {
  principalPaise: number;
  interestPaise: number;
  penalPaise: number;
  totalPaise: number;
}

const owing = (principal: number, interest: number, penal: number): Owing => ({
  principalPaise: principal,
  interestPaise: interest,
  penalPaise: penal,
  totalPaise: principal + interest + penal,
});

/**
 * The bill instalments as scheduled: in full (their whole interest) and
 * every penal charge owed. What falls due on the bill's due day, as the
 * reminders state it.
 */
export function scheduledBillOwing(book: readonly BookInstalment[], day: string): Owing {
  const bill = billInstalments(book, day);
  return owing(
    bill.reduce((s, i) => s + unpaidPrincipal(i), 0),
    bill.reduce((s, i) => s + i.interestPaise - i.paidInterestPaise, 0),
    book.reduce((s, i) => s + unpaidPenal(i), 0),
  );
}

/**
 * Today's bill: the bill instalments as scheduled (decision 021: paid before
 * its due day, an instalment pays its whole interest), but never more than
 * closing the loan today (decision 072). When the scheduled bill would cost
 * at least the payoff (a one-instalment loan, or the last instalment, paid
 * before its due day), the bill is the payoff: interest to date only.
 */
export function billOwing(book: readonly BookInstalment[], day: string): Owing {
  const scheduled = scheduledBillOwing(book, day);
  const payoff = payoffOwing(book);
  return payoff.totalPaise < scheduled.totalPaise ? payoff : scheduled;
}

/**
 * What closes the loan today (foreclosure, no prepayment charge): all the
 * principal, the interest accrued to date and the penal charges. Future
 * interest is not owed.
 */
export function payoffOwing(book: readonly BookInstalment[]): Owing {
  const open = book.filter(isOpen);
  return owing(
    open.reduce((s, i) => s + unpaidPrincipal(i), 0),
    open.reduce((s, i) => s + unpaidAccruedInterest(i), 0),
    open.reduce((s, i) => s + unpaidPenal(i), 0),
  );
}

export type PaymentMode =
  /** Today's bill: the bill instalments' whole interest is recognised first (a bill that covers the payoff is a full payment). */
  | 'bill'
  /** Close the loan: interest not yet accrued is waived (foreclosure). */
  | 'full'
  /** Any amount up to the payoff, on what is owed to date. */
  | 'partial';

export interface PaymentResult {
  book: BookInstalment[];
  /** Interest recognised at payment (a bill paid before its due day). */
  recognisedInterestPaise: number;
  principalPaise: number;
  interestPaise: number;
  penalPaise: number;
  /** What the payment brought beyond everything owed. */
  excessPaise: number;
  settled: boolean;
}

/**
 * A payment of `amount` on `day`, oldest instalment first and, within each,
 * penal charges, then interest, then principal (loan agreement clause 6).
 * An instalment is paid off when nothing of it is owed and its interest is
 * whole; a full payment waives interest not yet accrued. A bill or full
 * payment that falls short of what it was meant to cover is a partial one;
 * any payment that covers the payoff closes the loan as a full one (a bill
 * paid early never costs more than closing the loan, decision 072).
 * With the loan's daily rate, principal paid ahead re-bases the interest
 * after it (`rebaseInterest`, decision 069); without it (books closing at a
 * fixed interest, the cooling-off exit) the interest stays as it is.
 */
export function applyPayment(
  book: readonly BookInstalment[],
  amountPaise: number,
  day: string,
  asked: PaymentMode,
  rate?: Pick<BookTerms, 'dailyRatePpm'>,
): PaymentResult {
  assert(Number.isSafeInteger(amountPaise) && amountPaise >= 0, NEGATIVE_AMOUNT);
  // Whatever was asked, a payment covering the payoff closes the loan; one short of the bill
  // or the payoff it was meant for (a quote from an earlier day) counts as a partial one.
  const mode: PaymentMode =
    book.some(isOpen) && amountPaise >= payoffOwing(book).totalPaise
      ? 'full'
      : asked === 'bill' && amountPaise >= billOwing(book, day).totalPaise
        ? 'bill'
        : 'partial';
  const billed = new Set(mode === 'bill' ? billInstalments(book, day).map((i) => i.number) : []);
  let recognised = 0;
  let left = amountPaise;
  const paid = { principal: 0, interest: 0, penal: 0 };
  const allocated = book.map((original) => {
    if (!isOpen(original)) return original;
    let i = { ...original };
    if (billed.has(i.number) && i.accruedInterestPaise < i.interestPaise) {
      recognised += i.interestPaise - i.accruedInterestPaise;
      i.accruedInterestPaise = i.interestPaise;
    }
    if (mode === 'full') i = { ...i, interestPaise: i.accruedInterestPaise };
    const part = allocatePayment(left, {
      penalPaise: unpaidPenal(i),
      interestPaise: unpaidAccruedInterest(i),
      principalPaise: unpaidPrincipal(i),
    });
    left = part.excessPaise;
    paid.penal += part.penalPaise;
    paid.interest += part.interestPaise;
    paid.principal += part.principalPaise;
    i.paidPenalPaise += part.penalPaise;
    i.paidInterestPaise += part.interestPaise;
    i.paidPrincipalPaise += part.principalPaise;
    return i;
  });
  const rebased = rate ? rebaseInterest(allocated, day, rate.dailyRatePpm) : allocated;
  const next = rebased.map((i) => (isOpen(i) && isCleared(i) ? { ...i, paidDay: day } : i));
  return {
    book: next,
    recognisedInterestPaise: recognised,
    principalPaise: paid.principal,
    interestPaise: paid.interest,
    penalPaise: paid.penal,
    excessPaise: left,
    settled: next.every((i) => !isOpen(i)),
  };
}

/** Nothing of the instalment is owed and its interest is whole (all of it accrued and paid). */
const isCleared = (i: BookInstalment) =>
  unpaidPrincipal(i) === 0 &&
  unpaidPenal(i) === 0 &&
  i.paidInterestPaise === i.interestPaise &&
  i.accruedInterestPaise === i.interestPaise;

/**
 * A running period re-bases only when the principal drops by at least this
 * (principal x daily rate, in paise x ppm): half a paisa of interest a day.
 * Below it, rounding two segments apart could cost a paisa more than one.
 */
const REBASE_MIN_SAVING = 500_000;

/**
 * The books after a payment on `day` (loan agreement clause 5, decision 069):
 * from `day`, each open instalment's interest runs on the principal still
 * owed for its period, its own unpaid principal and that of the open
 * instalments after it. A period under way closes its segment at `day` (the
 * interest earned so far becomes the offset); a period not begun takes the
 * lower base whole; a period ended keeps the interest it earned. Interest
 * never rises, and never falls below what was accrued.
 */
export function rebaseInterest(
  book: readonly BookInstalment[],
  day: string,
  dailyRatePpm: number,
): BookInstalment[] {
  const owedFrom = new Map<number, number>();
  let owed = 0;
  for (const i of [...book].reverse()) {
    if (isOpen(i)) owed += unpaidPrincipal(i);
    owedFrom.set(i.number, owed);
  }
  return book.map((i) => {
    const base = owedFrom.get(i.number) ?? 0;
    if (!isOpen(i) || base >= i.interestBasePaise) return i;
    const elapsed = daysBetween(i.periodStart, day);
    if (elapsed >= daysBetween(i.periodStart, i.dueDay)) return i;
    let periodStart = i.periodStart;
    let offset = i.interestOffsetPaise;
    if (elapsed > 0) {
      if (base > 0 && (i.interestBasePaise - base) * dailyRatePpm < REBASE_MIN_SAVING) return i;
      periodStart = day;
      offset = Math.min(i.interestPaise, interestEarnedBy(i, day, dailyRatePpm));
    }
    const segment = applyPpm(paise(base), dailyRatePpm, daysBetween(periodStart, i.dueDay));
    return {
      ...i,
      periodStart,
      interestBasePaise: base,
      interestOffsetPaise: offset,
      interestPaise: Math.max(i.accruedInterestPaise, Math.min(i.interestPaise, offset + segment)),
    };
  });
}

/** The loan's books summed the way the ledger keeps them (receivables by kind). */
export function bookBalances(book: readonly BookInstalment[]) {
  return {
    principalPaise: book.reduce((s, i) => s + unpaidPrincipal(i), 0),
    interestPaise: book.reduce((s, i) => s + unpaidAccruedInterest(i), 0),
    penalPaise: book.reduce((s, i) => s + unpaidPenal(i), 0),
  };
}

/** Days the oldest open instalment is past its due day on `day` (0 when none is). */
export function overdueDays(book: readonly BookInstalment[], day: string): number {
  const first = book.find(isOpen);
  return first ? Math.max(0, daysBetween(first.dueDay, day)) : 0;
}
