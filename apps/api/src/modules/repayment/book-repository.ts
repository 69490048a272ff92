import type { BookInstalment } from '@app/domain';
import { and, asc, eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type LoanInstalmentRow, loanInstalments } from '../../db/schema';

const toBook = (row: LoanInstalmentRow): BookInstalment => {
  const { orderId: _orderId, ...book } = row;
  return book;
};

const { orderId: _orderId, ...bookColumns } = getTableColumns(loanInstalments);
/** An instalment row as a JSON object with BookInstalment's keys (column names, not user input). */
const bookObject = sql.join(
  Object.entries(bookColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
);

/**
 * A loan's instalments as `load` reads them, as a JSON subquery on the outer
 * query's `orderId`: a read of the order can bring its books in the same
 * statement. The columns are integers and text, so JSON carries them exactly.
 */
export function bookOf(orderId: SQLWrapper): SQL<BookInstalment[]> {
  return sql`(select coalesce(json_agg(json_build_object(${bookObject}) order by ${loanInstalments.number}), '[]'::json)
    from ${loanInstalments} where ${eq(loanInstalments.orderId, orderId)})`;
}

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
