import { describe, it } from 'vitest';
import { accountDeletionRequests, feedback, grievances } from '../../../db/schema';
import { BEYOND_ONE_PAGE, expectTwoPages, manyCustomers } from '../../../test/queue-paging';
import { staffSession } from '../../../test/staff-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';
import { SERVICE } from './service-fixtures';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe.each(drivers)('customer-service lists paging (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('deletion requests, feedback and grievances page beyond 200: two pages, every row once, in order', async () => {
    const people = await manyCustomers(ctx, BEYOND_ONE_PAGE, '3');
    const { token, staffId } = await staffSession(ctx, 'agent');
    const db = ctx.database.db;
    const now = ctx.clock.now().getTime();
    // Five rows share each second (and each received day), so only the id keeps the pages apart.
    const at = (i: number) => new Date(now - 3_600_000 + Math.floor(i / 5) * 1000);

    const deletions = await db
      .insert(accountDeletionRequests)
      .values(people.map((p, i) => ({ customerId: p.id, state: 'requested' as const, requestedAt: at(i) })))
      .returning({ id: accountDeletionRequests.id, t: accountDeletionRequests.requestedAt });
    const notes = await db
      .insert(feedback)
      .values(
        people.map((p, i) => ({
          customerId: p.id,
          text: `note ${i}`,
          istDay: '2025-01-15',
          createdAt: at(i),
        })),
      )
      .returning({ id: feedback.id, t: feedback.createdAt });
    // Open grievances on 30 received days, then resolved ones.
    const cases = await db
      .insert(grievances)
      .values(
        people.map((p, i) => {
          const open = i < 150;
          return {
            customerId: p.id,
            channel: 'email' as const,
            summary: `case ${i}`,
            receivedOn: `2025-01-${String(1 + (i % 15)).padStart(2, '0')}`,
            state: open ? ('open' as const) : ('resolved' as const),
            loggedBy: staffId,
            createdAt: at(i),
            resolution: open ? null : 'done',
            resolvedBy: open ? null : staffId,
            resolvedAt: open ? null : at(i),
          };
        }),
      )
      .returning();

    const oldestFirst = [...deletions].sort((a, b) => a.t.getTime() - b.t.getTime() || byId(a, b));
    await expectTwoPages(
      ctx,
      token,
      `${SERVICE}/deletion-requests`,
      oldestFirst.map((r) => r.id),
      { items: 'requests', ordered: true },
    );
    const newestFirst = [...notes].sort((a, b) => b.t.getTime() - a.t.getTime() || -byId(a, b));
    await expectTwoPages(
      ctx,
      token,
      `${SERVICE}/feedback`,
      newestFirst.map((r) => r.id),
      { items: 'feedback', ordered: true },
    );
    const open = cases
      .filter((g) => g.state === 'open')
      .sort(
        (a, b) =>
          a.receivedOn.localeCompare(b.receivedOn) ||
          a.createdAt.getTime() - b.createdAt.getTime() ||
          byId(a, b),
      );
    const resolved = cases
      .filter((g) => g.state === 'resolved')
      .sort((a, b) => (b.resolvedAt?.getTime() ?? 0) - (a.resolvedAt?.getTime() ?? 0) || byId(a, b));
    await expectTwoPages(
      ctx,
      token,
      `${SERVICE}/grievances?state=all`,
      [...open, ...resolved].map((g) => g.id),
      { items: 'grievances', ordered: true },
    );
  });
});
