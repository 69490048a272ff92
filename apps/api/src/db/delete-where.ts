import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * One set-based DELETE, answering how many rows went. The count comes from
 * the statement itself, because the two drivers report affected rows under
 * different names. `where` is required: there is no way to empty a table by accident.
 */
export async function deleteWhere(db: Executor, table: PgTable, where: SQL): Promise<number> {
  const result = await db.execute(
    sql`with deleted as (delete from ${table} where ${where} returning 1) select count(*)::int as n from deleted`,
  );
  // Both drivers answer { rows }; the type shared by both leaves the result unknown.
  const [row] = (result as { rows: { n: number | string }[] }).rows;
  return Number(row?.n ?? 0);
}
