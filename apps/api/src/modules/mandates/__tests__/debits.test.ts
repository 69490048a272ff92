import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mandates, messages, repayments } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import {
  after,
  booksEqualLedger,
  DAY,
  debitsOf,
  HOUR,
  loanWithMandate,
} from '../../../test/mandate-fixtures';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';

describe.each(drivers)('auto-debit debits on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('notifies once on the day before from 09:00 India time, debits on the due day after 24 hours, settles once', async () => {
    const { orderId, customerId } = await loanWithMandate(ctx, '9876546001');
    // 2025-01-29 08:30 IST: the day before, but before 09:00.
    await after(ctx, 14 * DAY - 3.5 * HOUR);
    expect(await debitsOf(ctx, orderId)).toHaveLength(0);
    await after(ctx, HOUR); // 09:30 IST
    await after(ctx, 0); // again: still one notice
    const [notified] = await debitsOf(ctx, orderId);
    expect(await debitsOf(ctx, orderId)).toHaveLength(1);
    expect(notified).toMatchObject({
      state: 'notified',
      dueDay: '2025-01-30',
      attempt: 1,
      amountPaise: 1_741_67,
    });
    expect(notified?.idempotencyKey).toBe(`${notified?.id}:1`);
    const told = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(told.filter((m) => m.template === 'mandate_debit_notice')).toHaveLength(1);

    // 2025-01-30 09:15 IST: the due day, but not yet 10:00 (nor 24 hours).
    await after(ctx, DAY - 0.25 * HOUR);
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('notified');
    await after(ctx, HOUR); // 10:15 IST, 24 h 45 min after the notice
    expect((await debitsOf(ctx, orderId))[0]).toMatchObject({ state: 'requested', requestedPaise: 1_741_67 });
    await after(ctx, 10 * 60); // the status check applies the result
    const [done] = await debitsOf(ctx, orderId);
    expect(done).toMatchObject({ state: 'succeeded', refundPaise: 0 });
    const [row] = await ctx.database.db
      .select()
      .from(repayments)
      .where(eq(repayments.id, done?.repaymentId ?? ''));
    expect(row).toMatchObject({ method: 'mandate', kind: 'bill', state: 'succeeded', amountPaise: 1_741_67 });

    // A replay of the result changes nothing.
    const result = await ctx.app.core.parties.mandates.debitStatus(done?.idempotencyKey ?? '');
    if (!result) throw new Error('no result');
    expect(await ctx.app.mandateDebits.applyDebitResult(done?.idempotencyKey ?? '', result)).toBe('ignored');
    const paid = await ctx.database.db.select().from(repayments).where(eq(repayments.orderId, orderId));
    expect(paid.filter((r) => r.state === 'succeeded')).toHaveLength(1);
    await booksEqualLedger(ctx, orderId);
  });

  it('cancels a notified debit when the instalment is paid by hand first', async () => {
    const { token, orderId } = await loanWithMandate(ctx, '9876546002');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // 2025-01-29 09:30 IST
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('notified');
    await payBySimulator(ctx, token, orderId, { kind: 'bill' });
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('cancelled');
    await after(ctx, DAY + HOUR);
    expect(await debitsOf(ctx, orderId)).toHaveLength(1);
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('cancelled');
    await booksEqualLedger(ctx, orderId);
  });

  it('does not debit a paused mandate', async () => {
    const { orderId, mandate } = await loanWithMandate(ctx, '9876546003');
    await after(ctx, 14 * DAY - 2.5 * HOUR);
    await ctx.database.db.update(mandates).set({ state: 'paused' }).where(eq(mandates.id, mandate.id));
    await after(ctx, DAY + HOUR);
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('cancelled');
    expect(
      await ctx.database.db.select().from(repayments).where(eq(repayments.method, 'mandate')),
    ).toHaveLength(0);
  });

  it('refunds a debit that succeeds after the instalment was paid by hand, and shows both in the ledger', async () => {
    const { token, orderId } = await loanWithMandate(ctx, '9876546004');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // 2025-01-29 09:30 IST: notified
    await after(ctx, DAY + 0.75 * HOUR); // 2025-01-30 10:15 IST: requested
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('requested');
    await payBySimulator(ctx, token, orderId, { kind: 'bill' });
    await after(ctx, 10 * 60); // the debit's result arrives, then the refund job
    await after(ctx, ctx.config.PAYOUT_SETTLE_SECONDS + ctx.config.PAYOUT_CHECK_SECONDS);
    const [debit] = await debitsOf(ctx, orderId);
    expect(debit).toMatchObject({ state: 'succeeded', refundPaise: 1_741_67, repaymentId: null });
    expect(debit?.refundRef).toMatch(/^\d{12}$/);
    const balances = await booksEqualLedger(ctx, orderId);
    expect(balances.borrower_refund_payable ?? 0).toBe(0);
  });
});
