import { type OrderState, QUEUE_PAGE_MAX } from '@app/contract';
import { expect } from 'vitest';
import { applications, customers, loanOrders } from '../db/schema';
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

/**
 * `count` loan orders in `state`, each its own customer and application, written straight to the
 * tables (the figures do not matter to a queue), created a second apart: orders for money queues.
 */
export async function manyOrders(ctx: TestContext, count: number, prefix: string, state: OrderState) {
  const people = await manyCustomers(ctx, count, prefix);
  const now = ctx.clock.now().getTime();
  const apps = await ctx.database.db
    .insert(applications)
    .values(
      people.map((p) => ({
        customerId: p.id,
        state: 'approved' as const,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })),
    )
    .returning({ id: applications.id, customerId: applications.customerId });
  return ctx.database.db
    .insert(loanOrders)
    .values(
      apps.map((a, i) => ({
        orderNo: `PG${prefix}${String(i).padStart(6, '0')}`,
        customerId: a.customerId,
        applicationId: a.id,
        state,
        product: 'personal' as const,
        amountPaise: 500_000,
        termMonths: 1,
        termDays: 30,
        installmentDays: 30,
        dailyRatePpm: 1_000,
        serviceFeePaise: 0,
        creditReportFeePaise: 0,
        ticketFeePaise: 0,
        gstPaise: 0,
        couponPaise: 0,
        totalDeductionPaise: 0,
        receivedPaise: 500_000,
        interestPaise: 0,
        totalRepayablePaise: 500_000,
        aprBps: 0,
        startDay: '2025-01-15',
        endDay: '2025-02-14',
        schedule: [],
        pricing: {} as never,
        createdAt: new Date(now + i * 1000),
        updatedAt: new Date(now + i * 1000),
      })),
    )
    .returning({ id: loanOrders.id, customerId: loanOrders.customerId, orderNo: loanOrders.orderNo });
}

/**
 * The queue at `path` holds exactly `expected` (ids): it reads in two pages of 200, none twice and
 * none missing, in the order `expected` gives when one is given; a page of 201 is refused.
 */
export async function expectTwoPages(
  ctx: TestContext,
  token: string,
  path: string,
  expected: readonly string[],
  options: { items?: string; id?: string; ordered?: boolean } = {},
) {
  const { ids, pages, total } = await readAllPages(ctx, token, path, { limit: QUEUE_PAGE_MAX, ...options });
  expect(pages, path).toBe(2);
  expect(total, path).toBe(expected.length);
  expect(new Set(ids).size, `${path}: a row shown twice`).toBe(ids.length);
  if (options.ordered) expect(ids, path).toEqual(expected);
  else expect([...ids].sort(), path).toEqual([...expected].sort());
  const sep = path.includes('?') ? '&' : '?';
  const tooMany = await call(ctx.app, 'GET', `${path}${sep}limit=${QUEUE_PAGE_MAX + 1}`, undefined, {
    headers: staffHeaders(token),
  });
  expect(tooMany.statusCode, path).toBe(400);
}
