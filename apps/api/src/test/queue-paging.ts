import { expect } from 'vitest';
import { customers } from '../db/schema';
import { staffHeaders } from './staff-fixtures';
import { call, type TestContext } from './test-app';

/** More rows than one page of a console queue held before paging (QUEUE_PAGE_MAX is 200). */
export const BEYOND_ONE_PAGE = 205;

/**
 * `count` customers written straight to the database, phones `7<prefix><n>` (10
 * digits), created a second apart from now: rows for a queue to page through.
 */
export async function manyCustomers(ctx: TestContext, count: number, prefix: string) {
  const now = ctx.clock.now().getTime();
  const rows = Array.from({ length: count }, (_, i) => ({
    phone: `7${prefix}${String(i).padStart(9 - prefix.length, '0')}`,
    createdAt: new Date(now + i * 1000),
  }));
  return ctx.database.db
    .insert(customers)
    .values(rows)
    .returning({ id: customers.id, phone: customers.phone });
}

/**
 * Reads a paged queue at `path` by `limit` rows from offset 0 to the end, as
 * the console's "Load more" does; checks every page reports the same total.
 * Answers the ids in the order they came.
 */
export async function readAllPages(
  ctx: TestContext,
  token: string,
  path: string,
  options: { limit: number; items?: string; id?: string },
): Promise<{ ids: string[]; pages: number; total: number }> {
  const items = options.items ?? 'items';
  const idKey = options.id ?? 'id';
  const ids: string[] = [];
  let pages = 0;
  let total = -1;
  for (;;) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call(
      ctx.app,
      'GET',
      `${path}${sep}offset=${ids.length}&limit=${options.limit}`,
      undefined,
      {
        headers: staffHeaders(token),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown> & { total: number };
    const rows = body[items] as Record<string, string>[];
    if (total === -1) total = body.total;
    expect(body.total).toBe(total);
    pages += 1;
    ids.push(...rows.map((row) => String(row[idKey])));
    if (rows.length < options.limit || ids.length >= total) break;
    if (pages > 50) throw new Error('paging never ended');
  }
  return { ids, pages, total };
}
