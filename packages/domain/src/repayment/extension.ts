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

export interface ExtensionQuote {
  /** Interest accrued to date, unpaid. */
  interestPaise: number;
  penalPaise: number;
  feePaise: number;
  gstPaise: number;
  totalPaise: number;
  /** The bill's due day after the extension. */
  newDueDay: string;
  /** Principal still owed: unchanged by the extension. */
  principalPaise: number;
}

/**
 * The extension (rollover) on `day`: interest to date and penal charges owed,
 * the extension fee on the principal owed (with GST when every fee is taxed);
 * the next due day moves `extensionDays` past the later of today and the old
 * due day.
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
  const from = daysBetween(first.dueDay, day) > 0 ? day : first.dueDay;
  return {
    interestPaise: interest,
    penalPaise: penal,
    feePaise: fee,
    gstPaise: gst,
    totalPaise: interest + penal + fee + gst,
    newDueDay: addDays(from, terms.extensionDays),
    principalPaise: principal,
  };
}

/**
 * The books after an extension paid on `day`: interest and penal charges to
 * date are paid, and every open instalment moves so the first falls on the
 * new due day and the rest keep their spacing. The first's new segment runs
 * from today (interest for the days ahead, on the same principal); no
 * instalment is overdue in the extended period.
 */
export function applyExtension(
  book: readonly BookInstalment[],
  day: string,
  terms: BookTerms,
): BookInstalment[] {
  const quote = extensionQuote(book, day, terms);
  assert(quote !== null, NEGATIVE_AMOUNT);
  let previousDue = quote.newDueDay;
  let first = true;
  return book.map((i) => {
    if (!isOpen(i)) return i;
    const length = daysBetween(i.periodStart, i.dueDay);
    const periodStart = first ? (daysBetween(i.periodStart, day) > 0 ? day : i.periodStart) : previousDue;
    const dueDay = first ? quote.newDueDay : addDays(periodStart, length);
    first = false;
    previousDue = dueDay;
    const offset = i.accruedInterestPaise;
    const segment = applyPpm(
      paise(i.interestBasePaise),
      terms.dailyRatePpm,
      daysBetween(periodStart, dueDay),
    );
    return {
      ...i,
      periodStart,
      dueDay,
      interestOffsetPaise: offset,
      interestPaise: offset + segment,
      paidInterestPaise: i.accruedInterestPaise,
      paidPenalPaise: i.penalPaise + i.penaltyFeePaise,
    };
  });
}
