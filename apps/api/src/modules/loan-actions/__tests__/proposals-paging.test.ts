import { describe, it } from 'vitest';
import { staffProposals } from '../../../db/schema';
import { BEYOND_ONE_PAGE, expectTwoPages } from '../../../test/queue-paging';
import { staffSession } from '../../../test/staff-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';

describe.each(drivers)('approvals paging (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('proposals waiting for a decision page beyond 200: two pages, newest first, every one once', async () => {
    const maker = await staffSession(ctx, 'risk');
    const { token } = await staffSession(ctx, 'finance');
    const now = ctx.clock.now().getTime();
    // Five proposals share each second, so only the id keeps the pages apart.
    const rows = await ctx.database.db
      .insert(staffProposals)
      .values(
        Array.from({ length: BEYOND_ONE_PAGE }, (_, i) => ({
          kind: 'bulk_coupons',
          subjectType: 'campaign',
          subjectId: `campaign-${i}`,
          payload: { n: i },
          proposedBy: maker.staffId,
          proposedRole: 'risk' as const,
          reason: `paging ${i}`,
          proposedAt: new Date(now - 3_600_000 + Math.floor(i / 5) * 1000),
        })),
      )
      .returning({ id: staffProposals.id, proposedAt: staffProposals.proposedAt });
    const expected = [...rows]
      .sort((a, b) => b.proposedAt.getTime() - a.proposedAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    await expectTwoPages(ctx, token, '/api/staff/v1/loan-actions/proposals', expected, { ordered: true });
  });
});
