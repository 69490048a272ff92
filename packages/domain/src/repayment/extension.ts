import { paise } from '../money/paise';
import { applyPpm } from '../money/rounding';
import { addDays, daysBetween } from '../pricing/day-key';
import { assert } from '../util/assert';
import { NEGATIVE_AMOUNT } from '../util/messages';
import {
  type BookInstalment,
  type BookTerms,
  isOpen,
  unpaidAccruedInterest,
  unpaidPenal,
  unpaidPrincipal,
} from './loan-book';

/**
 * An extension (rollover) as the borrower sees it before paying (issue 30):
 * what is paid now, what the added days cost, and what falls due when.
 */
export interface ExtensionQuote {
  /** Interest accrued to date, unpaid: paid now. */
  interestPaise: number;
  /** Overdue charges already owed: paid now. */
  penalPaise: number;
  feePaise: number;
  gstPaise: number;
  /** Paid now: the interest to date, the overdue charges, the fee and its GST. */
  totalPaise: number;
  /** The interest the added days put on the loan, owed with the instalments at their new due days. */
  addedInterestPaise: number;
  /** What the extension itself costs: the fee, its GST and the interest for the added days. */
  costPaise: number;
  /** The bill's due day after the extension. */
  newDueDay: string;
  /** What falls due on the new due day: the first open instalment's principal and interest after the extension. */
  dueAtNewDueDayPaise: number;
  /** Every open instalment's due day after the extension, in order (the first is `newDueDay`). */
  newDueDays: string[];
  /** Principal still owed: unchanged by the extension. */
  principalPaise: number;
}

/** The day the extension counts from (the later of today and the old due day) plus the extension days. */
function newDueDayOf(first: BookInstalment, day: string, terms: BookTerms): string {
  const from = daysBetween(first.dueDay, day) > 0 ? day : first.dueDay;
  return addDays(from, terms.extensionDays);
}

/**
 * The books moved to `newDueDay`: interest and penal charges to date are
 * paid, and every open instalment moves so the first falls on the new due
 * day and the rest keep their spacing. The first's new segment runs from
 * today (interest for the days ahead, on the same principal); no instalment
 * is overdue in the extended period. The new segments run on the principal
 * actually owed for each period (its own unpaid principal and that of the
 * open instalments after it) when that is below the stored base: a small
 * part payment, under the re-base threshold of `rebaseInterest`, leaves a
 * running period's base above it.
 */
function moveBook(
  book: readonly BookInstalment[],
  day: string,
  terms: BookTerms,
  newDueDay: string,
): BookInstalment[] {
  const owedFrom = principalOwedFrom(book);
  let previousDue = newDueDay;
  let first = true;
  return book.map((i) => {
    if (!isOpen(i)) return i;
    const length = daysBetween(i.periodStart, i.dueDay);
    const periodStart = first ? (daysBetween(i.periodStart, day) > 0 ? day : i.periodStart) : previousDue;
    const dueDay = first ? newDueDay : addDays(periodStart, length);
    first = false;
    previousDue = dueDay;
    const offset = i.accruedInterestPaise;
    const base = Math.min(i.interestBasePaise, owedFrom.get(i.number) ?? 0);
    const segment = applyPpm(paise(base), terms.dailyRatePpm, daysBetween(periodStart, dueDay));
    return {
      ...i,
      periodStart,
      dueDay,
      interestBasePaise: base,
      interestOffsetPaise: offset,
      interestPaise: offset + segment,
      paidInterestPaise: i.accruedInterestPaise,
      paidPenalPaise: i.penalPaise + i.penaltyFeePaise + i.failedDebitChargePaise,
    };
  });
}

/** Each instalment's principal still owed for its period: its own unpaid principal and that of the open ones after it. */
function principalOwedFrom(book: readonly BookInstalment[]): Map<number, number> {
  const owedFrom = new Map<number, number>();
  let owed = 0;
  for (const i of [...book].reverse()) {
    if (isOpen(i)) owed += unpaidPrincipal(i);
    owedFrom.set(i.number, owed);
  }
  return owedFrom;
}

const totalInterest = (book: readonly BookInstalment[]) => book.reduce((s, i) => s + i.interestPaise, 0);

/**
 * The extension on `day`: interest to date and penal charges owed, the
 * extension fee on the principal owed (with GST when every fee is taxed),
 * all paid now; the next due day moves `extensionDays` past the later of
 * today and the old due day. The interest the added days cost is what the
 * moved books add to the loan's interest, so the quote is what
 * `applyExtension` then charges, to the paisa.
 */
export function extensionQuote(
  book: readonly BookInstalment[],
  day: string,
  terms: BookTerms,
): ExtensionQuote | null {
  const open = book.filter(isOpen);
  const first = open[0];
  if (!first) return null;
  const principal = open.reduce((s, i) => s + unpaidPrincipal(i), 0);
  const interest = open.reduce((s, i) => s + unpaidAccruedInterest(i), 0);
  const penal = open.reduce((s, i) => s + unpaidPenal(i), 0);
  const fee = applyPpm(paise(principal), terms.extensionFeePpm);
  const gst = terms.gstBase === 'all_fees' ? applyPpm(fee, terms.gstPpm) : 0;
  const newDueDay = newDueDayOf(first, day, terms);
  const moved = moveBook(book, day, terms, newDueDay).filter(isOpen);
  const added = totalInterest(moved) - totalInterest(open);
  const next = moved[0] ?? first;
  return {
    interestPaise: interest,
    penalPaise: penal,
    feePaise: fee,
    gstPaise: gst,
    totalPaise: interest + penal + fee + gst,
    addedInterestPaise: added,
    costPaise: fee + gst + added,
    newDueDay,
    dueAtNewDueDayPaise: unpaidPrincipal(next) + next.interestPaise - next.paidInterestPaise,
    newDueDays: moved.map((i) => i.dueDay),
    principalPaise: principal,
  };
}

/** The books after an extension paid on `day` (see `moveBook`): what `extensionQuote` quoted. */
export function applyExtension(
  book: readonly BookInstalment[],
  day: string,
  terms: BookTerms,
): BookInstalment[] {
  const first = book.find(isOpen);
  assert(first !== undefined, NEGATIVE_AMOUNT);
  return moveBook(book, day, terms, newDueDayOf(first, day, terms));
}
