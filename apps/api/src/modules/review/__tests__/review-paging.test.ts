import { QUEUE_PAGE_MAX } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../db/schema';
import { BEYOND_ONE_PAGE, manyCustomers, readAllPages } from '../../../test/queue-paging';
import { staffSession } from '../../../test/staff-fixtures';
import { call, drivers, useTestApp } from '../../../test/test-app';

const REVIEW = '/api/staff/v1/review';

describe.each(drivers)('review queue paging (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('pages beyond 200 referred applications: two pages, every one once, the longest waiting first', async () => {
    const people = await manyCustomers(ctx, BEYOND_ONE_PAGE, '1');
    const base = ctx.clock.now().getTime();
    // Ties on the referral time (a batch of five per second) are broken by the id, so pages cannot overlap.
    const inserted = await ctx.database.db
      .insert(applications)
      .values(
        people.map((p, i) => {
          const at = new Date(base + Math.floor(i / 5) * 1000);
          return {
            customerId: p.id,
            state: 'submitted' as const,
            submittedAt: at,
            referredAt: at,
            referReason: 'score_in_band' as const,
            suggestedProduct: 'personal' as const,
            suggestedQuotaPaise: 1_000_000,
            suggestedDailyRatePpm: 1_000,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: applications.id, referredAt: applications.referredAt });
    const { token } = await staffSession(ctx, 'risk');

    // Without paging asked for: the first 200, and how many wait in all.
    const first = (
      await call(ctx.app, 'GET', REVIEW, undefined, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(first.items).toHaveLength(QUEUE_PAGE_MAX);
    expect(first.total).toBe(BEYOND_ONE_PAGE);

    const { ids, pages, total } = await readAllPages(ctx, token, REVIEW, { limit: QUEUE_PAGE_MAX });
    expect(pages).toBe(2);
    expect(total).toBe(BEYOND_ONE_PAGE);
    expect(new Set(ids).size).toBe(BEYOND_ONE_PAGE);
    const expected = [...inserted]
      .sort(
        (a, b) => (a.referredAt?.getTime() ?? 0) - (b.referredAt?.getTime() ?? 0) || (a.id < b.id ? -1 : 1),
      )
      .map((a) => a.id);
    expect(ids).toEqual(expected);

    // A page past 200 rows is refused, not cut short silently.
    const tooMany = await call(ctx.app, 'GET', `${REVIEW}?limit=201`, undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
