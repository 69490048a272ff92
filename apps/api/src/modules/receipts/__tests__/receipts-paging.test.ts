import { describe, expect, it } from 'vitest';
import { manualReceipts } from '../../../db/schema';
import { BEYOND_ONE_PAGE, expectTwoPages, readAllPages } from '../../../test/queue-paging';
import { staffSession } from '../../../test/staff-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';

const RECEIPTS = '/api/staff/v1/receipts';

describe.each(drivers)('receipts and suspense paging (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('receipts and suspense page beyond 200 rows; the sum held counts every page', async () => {
    const { token, staffId } = await staffSession(ctx, 'finance');
    const now = ctx.clock.now().getTime();
    // Five receipts share each second, so only the id keeps the pages apart; the last two are
    // suspense refunds approved but not yet paid, still held.
    const rows = await ctx.database.db
      .insert(manualReceipts)
      .values(
        Array.from({ length: BEYOND_ONE_PAGE }, (_, i) => {
          const at = new Date(now - 3_600_000 + Math.floor(i / 5) * 1000);
          const refunding = i >= BEYOND_ONE_PAGE - 2;
          return {
            method: 'bank_transfer' as const,
            rail: 'neft' as const,
            reference: `PGREF${i}`,
            dedupeKey: `bank_transfer:PGREF${i}`,
            amountPaise: 10_000 + i,
            receivedDay: '2025-01-15',
            payerReference: 'unknown payer',
            state: refunding ? ('refunded' as const) : ('suspense' as const),
            refundPaise: refunding ? 10_000 + i : 0,
            postedBy: staffId,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: manualReceipts.id, amountPaise: manualReceipts.amountPaise });
    const ids = rows.map((r) => r.id);

    await expectTwoPages(ctx, token, RECEIPTS, ids);
    await expectTwoPages(ctx, token, `${RECEIPTS}?state=suspense`, ids.slice(0, -2));
    await expectTwoPages(ctx, token, `${RECEIPTS}/suspense`, ids);

    const first = (
      await ctx.app.inject({
        method: 'GET',
        url: `${RECEIPTS}/suspense?limit=10`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(BEYOND_ONE_PAGE);
    expect(first.heldPaise).toBe(rows.reduce((sum, r) => sum + r.amountPaise, 0));
    // The unpaid refunds come after every receipt in suspense.
    const all = await readAllPages(ctx, token, `${RECEIPTS}/suspense`, { limit: 200 });
    expect(all.ids.slice(-2).sort()).toEqual(ids.slice(-2).sort());
  });
});
