import type { BookInstalment } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type LoanInstalmentRow, loanInstalments } from '../../db/schema';

const toBook = (row: LoanInstalmentRow): BookInstalment => {
  const { orderId: _orderId, ...book } = row;
  return book;
};

/** A loan's instalments as its books keep them (domain BookInstalment), one row each. */
export const bookRepository = {
  async insert(db: Executor, orderId: string, book: readonly BookInstalment[]): Promise<void> {
    if (book.length === 0) return;
    await db
      .insert(loanInstalments)
      .values(book.map((i) => ({ ...i, orderId })))
      .onConflictDoNothing();
  },

  async load(db: Executor, orderId: string): Promise<BookInstalment[]> {
    const rows = await db
      .select()
      .from(loanInstalments)
      .where(eq(loanInstalments.orderId, orderId))
      .orderBy(asc(loanInstalments.number));
    return rows.map(toBook);
  },

  /** Writes the instalments that differ from `before` (call with the order locked). */
  async save(
    db: Executor,
    orderId: string,
    before: readonly BookInstalment[],
    after: readonly BookInstalment[],
  ): Promise<void> {
    for (const next of after) {
      const old = before.find((i) => i.number === next.number);
      if (old && JSON.stringify(old) === JSON.stringify(next)) continue;
      const { number, ...fields } = next;
      await db
        .update(loanInstalments)
        .set(fields)
        .where(and(eq(loanInstalments.orderId, orderId), eq(loanInstalments.number, number)));
    }
  },
};
