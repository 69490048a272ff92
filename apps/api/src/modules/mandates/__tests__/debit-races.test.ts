import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mandateDebits,
  mandates,
  messages,
  repayments,
  simMandateDebits,
  simMandates,
} from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import {
  after,
  booksEqualLedger,
  DAY,
  debitsOf,
  HOUR,
  loanWithMandate,
} from '../../../test/mandate-fixtures';
import { billOf, payBySimulator } from '../../../test/repayment-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { bookRepository } from '../../repayment';

const FIRST_BILL = 1_741_67;

/** From the loan's start (2025-01-15 12:00 IST) to 2025-01-29 09:30 IST, the notice; then 2025-01-30 10:15 IST, the request. */
async function toRequested(ctx: TestContext) {
  await after(ctx, 14 * DAY - 2.5 * HOUR);
  await after(ctx, DAY + 0.75 * HOUR);
}

const ofOrder = (ctx: TestContext, orderId: string) =>
  ctx.database.db.select().from(repayments).where(eq(repayments.orderId, orderId));

const templatesOf = async (ctx: TestContext, customerId: string) =>
  (await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId))).map(
    (m) => m.template,
  );

describe.each(drivers)('auto-debit races, crashes, failures on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('a UPI payment by hand and the debit result at the same instant: the instalment paid once, the debit refunded', async () => {
    const loans = [];
    for (let i = 0; i < 5; i += 1) loans.push(await loanWithMandate(ctx, `987654610${i}`));
    await toRequested(ctx);
    const gateway = ctx.app.core.parties.mandates;
    const results = [];
    for (const [i, loan] of loans.entries()) {
      const [debit] = await debitsOf(ctx, loan.orderId);
      expect(debit?.state).toBe('requested');
      const result = await gateway.debitStatus(debit?.idempotencyKey ?? '');
      expect(result).toMatchObject({ status: 'succeeded', amountPaise: FIRST_BILL });
      results.push({ key: debit?.idempotencyKey ?? '', result });
      const started = await call(
        ctx.app,
        'POST',
        `/api/v1/orders/${loan.orderId}/repayments`,
        { kind: 'bill', method: 'upi' } as never,
        { headers: { ...bearer(loan.token), 'idempotency-key': `race-${i}-${Date.now()}` } },
      );
      expect(started.statusCode, started.body).toBe(201);
      const utr = await call(
        ctx.app,
        'POST',
        `/api/v1/repayments/${started.json().id}/utr`,
        { utr: `51234567810${i}` } as never,
        { headers: bearer(loan.token) },
      );
      expect(utr.json().state).toBe('processing');
    }
    // The UTR checks fall due; they and the debits' results run together, in both orders.
    ctx.clock.advanceSeconds(ctx.config.COLLECTION_CHECK_SECONDS);
    const applies = results.map(({ key, result }) =>
      result ? ctx.app.mandateDebits.applyDebitResult(key, result) : Promise.resolve('ignored'),
    );
    await Promise.all([ctx.app.jobs.runDue(), ...applies.reverse()]);
    // Any result that waited is asked about again; the refunds go out.
    await after(ctx, 10 * 60);
    await after(ctx, ctx.config.PAYOUT_SETTLE_SECONDS + ctx.config.PAYOUT_CHECK_SECONDS);

    for (const loan of loans) {
      const rows = (await ofOrder(ctx, loan.orderId)).filter((r) => r.state === 'succeeded');
      expect(rows.map((r) => r.method)).toEqual(['upi']);
      expect(rows[0]?.allocation).toMatchObject({ excessPaise: 0 });
      const [debit] = await debitsOf(ctx, loan.orderId);
      expect(debit).toMatchObject({ state: 'succeeded', repaymentId: null, refundPaise: FIRST_BILL });
      expect(debit?.refundRef).toMatch(/^\d{12}$/);
      const book = await bookRepository.load(ctx.database.db, loan.orderId);
      expect(book[0]?.paidDay).toBe('2025-01-30');
      expect(book[1]).toMatchObject({ paidDay: null, paidPrincipalPaise: 0, paidInterestPaise: 0 });
      const balances = await booksEqualLedger(ctx, loan.orderId);
      expect(balances.borrower_refund_payable ?? 0).toBe(0);
    }
  });

  it('a crash between the request and its result: asked again with the same key, one debit at the gateway, one settlement', async () => {
    const { orderId, gatewayRef } = await loanWithMandate(ctx, '9876546201');
    await toRequested(ctx);
    const [requested] = await debitsOf(ctx, orderId);
    if (!requested) throw new Error('no debit');
    expect(requested.state).toBe('requested');
    const gateway = ctx.app.core.parties.mandates;
    const ask = () =>
      gateway.debit({
        gatewayRef,
        idempotencyKey: requested.idempotencyKey,
        amountPaise: FIRST_BILL,
      });
    const again = await ask();
    expect(again).toEqual(await gateway.debitStatus(requested.idempotencyKey));
    // The process died after asking and before any result: the debit is as it was before the request.
    await ctx.database.db
      .update(mandateDebits)
      .set({ state: 'notified', requestedPaise: null, requestedAt: null })
      .where(eq(mandateDebits.id, requested.id));
    expect(await ctx.app.mandateDebits.runDebits()).toBe(1);
    await after(ctx, 10 * 60); // the status check, and the late result (a replay) after it
    const late = await ctx.app.core.parties.mandates.debitStatus(requested.idempotencyKey);
    if (!late) throw new Error('no result');
    expect(await ctx.app.mandateDebits.applyDebitResult(requested.idempotencyKey, late)).toBe('ignored');
    const atGateway = await ctx.database.db
      .select()
      .from(simMandateDebits)
      .where(eq(simMandateDebits.idempotencyKey, requested.idempotencyKey));
    expect(atGateway).toHaveLength(1);
    expect(await debitsOf(ctx, orderId)).toHaveLength(1);
    expect((await debitsOf(ctx, orderId))[0]).toMatchObject({ state: 'succeeded', refundPaise: 0 });
    const paid = (await ofOrder(ctx, orderId)).filter((r) => r.state === 'succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ method: 'mandate', amountPaise: FIRST_BILL });
    await booksEqualLedger(ctx, orderId);
  });

  it('a failed debit leaves the bill due, tells why, is presented again after a new 24 h notice, then succeeds', async () => {
    const { token, orderId, customerId, gatewayRef } = await loanWithMandate(ctx, '9876546301', 'XXXX1111');
    await toRequested(ctx);
    await after(ctx, 10 * 60); // 10:25 IST: the status check finds the failure
    const [failed] = await debitsOf(ctx, orderId);
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'insufficient_funds', attempt: 1 });
    expect(await templatesOf(ctx, customerId)).toContain('mandate_debit_failed_funds');
    expect(ctx.sms.messages.at(-1)?.text).toContain('there was not enough money in your account');
    const bill = await billOf(ctx, token, orderId);
    expect(bill.display.state).toBe('due_today');
    expect(bill.instalments[0].state).not.toBe('paid');
    expect((await ofOrder(ctx, orderId)).filter((r) => r.method === 'mandate')).toHaveLength(0);

    // The retry: a new notice at the next run (2025-01-30 10:35 IST) for tomorrow, then its debit 24 hours later.
    await after(ctx, 10 * 60);
    const second = (await debitsOf(ctx, orderId)).find((d) => d.attempt === 2);
    expect(second).toMatchObject({ state: 'notified', dueDay: '2025-01-30' });
    expect((await templatesOf(ctx, customerId)).filter((t) => t === 'mandate_debit_notice')).toHaveLength(2);
    // The borrower's account has money again.
    await ctx.database.db
      .update(simMandates)
      .set({ accountMasked: 'XXXX2222' })
      .where(eq(simMandates.gatewayRef, gatewayRef));
    await after(ctx, DAY - 30 * 60); // 2025-01-31 10:05 IST: 23 h 30 min after the notice
    expect((await debitsOf(ctx, orderId)).find((d) => d.attempt === 2)?.state).toBe('notified');
    await after(ctx, HOUR); // 11:05 IST: requested
    await after(ctx, 10 * 60); // its result
    const done = (await debitsOf(ctx, orderId)).find((d) => d.attempt === 2);
    expect(done?.state).toBe('succeeded');
    expect((done?.requestedAt?.getTime() ?? 0) - (done?.notifiedAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(
      DAY * 1000,
    );
    const paid = (await ofOrder(ctx, orderId)).filter((r) => r.method === 'mandate');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ state: 'succeeded', amountPaise: done?.requestedPaise });
    expect((await bookRepository.load(ctx.database.db, orderId))[0]?.paidDay).toBe('2025-01-31');
    expect(await debitsOf(ctx, orderId)).toHaveLength(2);
    await booksEqualLedger(ctx, orderId);
  });

  it('repaying the loan in full revokes the mandate (settled) and no later debit is notified', async () => {
    const { token, orderId, customerId, mandate, gatewayRef } = await loanWithMandate(ctx, '9876546401');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // notified
    await payBySimulator(ctx, token, orderId, { kind: 'full' });
    await ctx.app.jobs.runDue();
    const [ended] = await ctx.database.db.select().from(mandates).where(eq(mandates.id, mandate.id));
    expect(ended).toMatchObject({ state: 'revoked', revokedBy: 'settled' });
    expect(await ctx.app.core.parties.mandates.status(gatewayRef)).toBe('revoked');
    expect((await debitsOf(ctx, orderId)).map((d) => d.state)).toEqual(['cancelled']);
    await after(ctx, DAY + HOUR);
    await after(ctx, 14 * DAY);
    await after(ctx, DAY);
    expect(await debitsOf(ctx, orderId)).toHaveLength(1);
    expect((await templatesOf(ctx, customerId)).filter((t) => t === 'mandate_debit_notice')).toHaveLength(1);
    expect((await ofOrder(ctx, orderId)).filter((r) => r.method === 'mandate')).toHaveLength(0);
  });

  it('stops after MANDATE_DEBIT_RETRIES re-presentations: the bill stays overdue, nothing more is notified', async () => {
    const { orderId, customerId } = await loanWithMandate(ctx, '9876546302', 'XXXX1111');
    await toRequested(ctx);
    for (let day = 0; day < 5; day += 1) {
      await after(ctx, 10 * 60); // the result, then the next notice
      await after(ctx, DAY - 10 * 60); // the next day, same time: the retry's debit
    }
    await after(ctx, 10 * 60);
    const attempts = await debitsOf(ctx, orderId);
    expect(attempts.map((d) => [d.attempt, d.state])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect(1 + ctx.config.MANDATE_DEBIT_RETRIES).toBe(3);
    const told = await templatesOf(ctx, customerId);
    expect(told.filter((t) => t === 'mandate_debit_notice')).toHaveLength(3);
    expect(told.filter((t) => t === 'mandate_debit_failed_funds')).toHaveLength(3);
    expect((await bookRepository.load(ctx.database.db, orderId))[0]?.paidDay).toBeNull();
    expect((await ofOrder(ctx, orderId)).filter((r) => r.method === 'mandate')).toHaveLength(0);
    await booksEqualLedger(ctx, orderId);
  });

  it('a part paid by hand lowers a retry to what its day will owe, penal charges included, and the retry clears the instalment', async () => {
    const { token, orderId, gatewayRef } = await loanWithMandate(ctx, '9876546303', 'XXXX1111');
    await toRequested(ctx);
    await after(ctx, 10 * 60); // attempt 1 failed
    await after(ctx, 10 * 60); // attempt 2 notified for 2025-01-31
    const notified = (await debitsOf(ctx, orderId)).find((d) => d.attempt === 2);
    // The notice counts the penal charges 2025-01-31 adds to the bill of today.
    expect(notified?.amountPaise).toBeGreaterThan(FIRST_BILL);
    await payBySimulator(ctx, token, orderId, { kind: 'partial', amountPaise: 500_00 });
    const lowered = (await debitsOf(ctx, orderId)).find((d) => d.attempt === 2);
    // Less by the part, and by the late interest that part no longer draws on 2025-01-31.
    expect(lowered?.amountPaise).toBeLessThanOrEqual((notified?.amountPaise ?? 0) - 500_00);
    expect(lowered?.amountPaise).toBeGreaterThan((notified?.amountPaise ?? 0) - 501_00);
    await ctx.database.db
      .update(simMandates)
      .set({ accountMasked: 'XXXX2222' })
      .where(eq(simMandates.gatewayRef, gatewayRef));
    await after(ctx, DAY + 0.5 * HOUR); // 2025-01-31 11:05 IST: requested
    await after(ctx, 10 * 60);
    expect((await debitsOf(ctx, orderId)).find((d) => d.attempt === 2)).toMatchObject({
      state: 'succeeded',
      requestedPaise: lowered?.amountPaise,
      refundPaise: 0,
    });
    expect((await bookRepository.load(ctx.database.db, orderId))[0]?.paidDay).toBe('2025-01-31');
    await booksEqualLedger(ctx, orderId);
  });
});
