import { describe, expect, it } from 'vitest';
import { mandateDebits, mandates, payoutAttempts, repayments } from '../../../db/schema';
import { createFieldCipher } from '../../../lib/field-cipher';
import { BEYOND_ONE_PAGE, expectTwoPages, manyOrders } from '../../../test/queue-paging';
import { staffSession } from '../../../test/staff-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';

const MONEY = '/api/staff/v1/money';

describe.each(drivers)('money queues paging (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('every money queue pages beyond 200 rows: two pages, every row once, 201 a page refused', async () => {
    const orders = await manyOrders(ctx, BEYOND_ONE_PAGE, '2', 'disburse_failed');
    const db = ctx.database.db;
    const now = ctx.clock.now().getTime();
    // Five rows share each second, so only the id keeps the pages apart.
    const at = (i: number) => new Date(now - 3_600_000 + Math.floor(i / 5) * 1000);
    const accountEnc = createFieldCipher(ctx.config.DATA_ENCRYPTION_KEY).encrypt('123456789012', 'account');

    await db.insert(payoutAttempts).values(
      orders.map((o, i) => ({
        orderId: o.id,
        attempt: 1,
        idempotencyKey: `paging-payout-${i}`,
        state: 'failed' as const,
        accountEnc,
        ifsc: 'HDFC0000001',
        amountPaise: 500_000,
        failureReason: 'bank_timeout',
        failureKind: 'gateway_error' as const,
        requestedAt: at(i),
      })),
    );
    const repayment = (o: (typeof orders)[number], i: number, kind: 'bill' | 'cooling_off') => ({
      orderId: o.id,
      customerId: o.customerId,
      kind,
      method: kind === 'bill' ? ('upi' as const) : ('gateway' as const),
      state: kind === 'bill' ? ('processing' as const) : ('succeeded' as const),
      amountPaise: 100_000,
      reference: `PG-${kind}-${i}`,
      utr: kind === 'bill' ? String(500_000_000_000 + i) : null,
      quotedDay: '2025-01-15',
      createdAt: at(i),
      updatedAt: at(i),
    });
    const utrs = await db
      .insert(repayments)
      .values(orders.map((o, i) => repayment(o, i, 'bill')))
      .returning({ id: repayments.id });
    await db.insert(repayments).values(orders.map((o, i) => repayment(o, i, 'cooling_off')));
    const madeMandates = await db
      .insert(mandates)
      .values(
        orders.map((o, i) => ({
          orderId: o.id,
          customerId: o.customerId,
          rail: 'upi_autopay' as const,
          state: 'revoked' as const,
          maxAmountPaise: 600_000,
          startDay: '2025-01-15',
          endDay: '2025-12-31',
          accountMasked: 'XXXX9012',
          reference: `PG-mandate-${i}`,
          createdAt: at(i),
          updatedAt: at(i),
        })),
      )
      .returning({ id: mandates.id, orderId: mandates.orderId, customerId: mandates.customerId });
    const debits = await db
      .insert(mandateDebits)
      .values(
        madeMandates.map((m, i) => ({
          mandateId: m.id,
          orderId: m.orderId,
          customerId: m.customerId,
          instalmentNumber: 1,
          dueDay: '2025-01-20',
          state: 'failed' as const,
          amountPaise: 100_000,
          attempt: 1,
          idempotencyKey: `PG-debit-${i}`,
          failureReason: 'insufficient_funds',
          createdAt: at(i),
          updatedAt: at(i),
        })),
      )
      .returning({ id: mandateDebits.id });
    const { token } = await staffSession(ctx, 'finance');

    const orderIds = orders.map((o) => o.id);
    await expectTwoPages(ctx, token, `${MONEY}/payouts`, orderIds, { id: 'orderId' });
    // The longest waiting UTR first; equal times in id order.
    const utrOrder = utrs.map((r, i) => ({ id: r.id, t: at(i).getTime() }));
    utrOrder.sort((a, b) => a.t - b.t || (a.id < b.id ? -1 : 1));
    await expectTwoPages(
      ctx,
      token,
      `${MONEY}/utr`,
      utrOrder.map((r) => r.id),
      { ordered: true },
    );
    await expectTwoPages(ctx, token, `${MONEY}/cooling-off`, orderIds, { id: 'orderId' });
    await expectTwoPages(
      ctx,
      token,
      `${MONEY}/mandates?state=revoked`,
      madeMandates.map((m) => m.id),
    );
    await expectTwoPages(
      ctx,
      token,
      `${MONEY}/mandate-debits`,
      debits.map((d) => d.id),
    );
    expect(orderIds).toHaveLength(BEYOND_ONE_PAGE);
  });
});
