import { type BookInstalment, isOpen } from './loan-book';

/** An extension the loan had (a succeeded one that moved the due day). */
export interface PastExtension {
  /** The business day it was paid on. */
  day: string;
  /** How many instalments were paid off when it was made; null for one recorded before this was kept. */
  instalmentsPaid: number | null;
}

export interface ExtensionAllowance {
  /** The most extensions in a row the loan's terms allow. */
  max: number;
  /** Extensions in a row so far: since the last instalment paid off, or since the payout. */
  used: number;
  /** How many more the borrower may take now. */
  left: number;
}

/** How many instalments of the books are paid off: what an extension records, and what resets the count. */
export const instalmentsPaid = (book: readonly BookInstalment[]) => book.filter((i) => !isOpen(i)).length;

/**
 * Consecutive extensions (decision 068): those made since the last
 * instalment actually paid off, or since the payout when none is. An
 * extension pays interest and charges only, never an instalment, so one made
 * while as many instalments were paid as now is one in the current run. An
 * extension recorded before the count was kept is in the run when it was
 * paid after the last instalment's pay day.
 */
export function extensionAllowance(
  book: readonly BookInstalment[],
  past: readonly PastExtension[],
  max: number,
): ExtensionAllowance {
  const paid = instalmentsPaid(book);
  const lastPaidDay = book.reduce<string | null>(
    (last, i) => (i.paidDay !== null && (last === null || i.paidDay > last) ? i.paidDay : last),
    null,
  );
  const used = past.filter((e) =>
    e.instalmentsPaid !== null ? e.instalmentsPaid === paid : lastPaidDay === null || e.day > lastPaidDay,
  ).length;
  return { max, used, left: Math.max(0, max - used) };
}
