import { addDays } from '../pricing/day-key';
import { extensionQuote } from './extension';
import { type BookInstalment, type BookTerms, billOwing, payoffOwing } from './loan-book';

/**
 * The instant a repayment amount quoted on the business day `day` stops
 * holding: the next midnight in India (UTC+05:30, no daylight saving), when
 * the new day's interest and penal charges accrue (decision 065).
 */
export function quoteValidUntil(day: string): Date {
  return new Date(`${addDays(day, 1)}T00:00:00+05:30`);
}

/** The repayment kinds whose amount the books set (a part payment's is the borrower's own). */
export type QuotedKind = 'bill' | 'full' | 'extension';

/**
 * What `kind` costs on `day` with these books: today's bill, the payoff that
 * closes the loan, or the extension; 0 when there is nothing of it to pay.
 */
export function quotedOwing(
  book: readonly BookInstalment[],
  day: string,
  terms: BookTerms,
  kind: QuotedKind,
): number {
  switch (kind) {
    case 'bill':
      return billOwing(book, day).totalPaise;
    case 'full':
      return payoffOwing(book).totalPaise;
    case 'extension':
      return extensionQuote(book, day, terms)?.totalPaise ?? 0;
  }
}
