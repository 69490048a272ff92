import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayoutGateway } from '../../../adapters/payout';
import { createPayoutSimulator } from '../../../adapters/payout/simulator';
import { loanOrders, messages, payoutAttempts, simPayouts } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { hmacSha256Hex } from '../../../lib/hashing';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { applicationRepository } from '../../application';
import { orderRepository } from '../../orders';
import { startDisbursal } from '../disbursal-service';

const TEN_THOUSAND = { amountPaise: 10_000_00, termMonths: 3 };

async function orderFor(ctx: TestContext, token: string): Promise<string> {
  const res = await call(ctx.app, 'POST', '/api/v1/orders', TEN_THOUSAND, {
    headers: { ...bearer(token), 'idempotency-key': `order-${Math.random().toString(36).slice(2, 12)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** What signing will do (documents and signature arrive with the signing flow): hand the order over. */
async function sign(ctx: TestContext, orderId: string) {
  await transact(ctx.database.db, async (tx) => {
    const order = await orderRepository.findById(tx, orderId);
    const application = order ? await applicationRepository.findById(tx, order.applicationId) : undefined;
    if (!order || !application) throw new Error('no order');
    await startDisbursal(tx, order, application, ctx.clock.now());
  });
}

async function orderRow(ctx: TestContext, id: string) {
  const row = await orderRepository.findById(ctx.database.db, id);
  if (!row) throw new Error('order gone');
  return row;
}

/** Moves the clock and runs due jobs, as the worker does. */
async function after(ctx: TestContext, seconds: number) {
  ctx.clock.advanceSeconds(seconds);
  await ctx.app.jobs.runDue();
}

const changeBank = (ctx: TestContext, token: string, id: string, body: unknown) =>
  call(ctx.app, 'PUT', `/api/v1/orders/${id}/bank`, body as never, { headers: bearer(token) });

describe.each(drivers)('disbursal on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('pays a signed order once, records the UTR, books the journal and tells the borrower', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876544001', { account: '50100012345678' });
    const id = await orderFor(ctx, token);
    await sign(ctx, id);
    await ctx.app.jobs.runDue();
    expect((await orderRow(ctx, id)).state).toBe('disbursing');
    await after(ctx, ctx.config.PAYOUT_CHECK_SECONDS); // still settling
    expect((await orderRow(ctx, id)).state).toBe('disbursing');
    await after(ctx, ctx.config.PAYOUT_SETTLE_SECONDS);

    const order = await orderRow(ctx, id);
    expect(order.state).toBe('disbursed');
    expect(order.utr).toMatch(/^\d{12}$/);
    expect(await ctx.database.db.select().from(simPayouts)).toHaveLength(1);
    const [paid] = await ctx.database.db.select().from(simPayouts);
    expect(paid?.amountPaise).toBe(9_587_00);

    expect(await ledgerRepository.orderBalances(ctx.database.db, id)).toEqual({
      principal_receivable: 10_000_00,
      disbursement_clearing: -9_587_00,
      fee_income: -320_00,
      third_party_payable: -30_00,
      gst_payable: -63_00,
    });
    const notes = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(notes.map((m) => m.template)).toContain('loan_disbursed');
    expect(ctx.sms.messages.at(-1)?.text).toContain(`reference ${order.utr}`);
    expect(ctx.sms.messages.at(-1)?.text).toContain('ending 5678');

    // The job running again (a second worker, a retry) pays nothing more.
    await after(ctx, 60);
    expect(await ctx.database.db.select().from(simPayouts)).toHaveLength(1);
    const view = (
      await call(ctx.app, 'GET', `/api/v1/orders/${id}`, undefined, { headers: bearer(token) })
    ).json();
    expect(view).toMatchObject({
      state: 'disbursed',
      utr: order.utr,
      fixBy: null,
      outstandingPaise: 10_000_00,
    });
    expect(view.disbursedAt).toBe(order.disbursedAt?.toISOString());
    // Cooling-off: on the payout day the principal alone ends the loan without penalty (never above paying in full), for 24 hours.
    expect(view.coolingOff).toEqual({
      until: new Date((order.disbursedAt?.getTime() ?? 0) + 24 * 3_600_000).toISOString(),
      exitAmountPaise: 10_000_00,
      daysHeld: 1,
    });
    ctx.clock.advanceSeconds(24 * 3600);
    const later = await call(ctx.app, 'GET', `/api/v1/orders/${id}`, undefined, { headers: bearer(token) });
    expect(later.json().coolingOff).toBeNull();
  });

  it("refuses a journal whose customer is not its order's borrower, and writes none of it", async () => {
    const { token } = await approvedCustomer(ctx, '9876544005');
    const { customerId: other } = await approvedCustomer(ctx, '9876544006');
    const id = await orderFor(ctx, token);
    const posting = {
      kind: 'adjustment',
      eventKey: `test:${id}`,
      orderId: id,
      lines: [
        { account: 'principal_receivable', amountPaise: 100 },
        { account: 'disbursement_clearing', amountPaise: -100 },
      ] as const,
      now: ctx.clock.now(),
    };
    await expect(
      transact(ctx.database.db, (tx) => ledgerRepository.post(tx, { ...posting, customerId: other })),
    ).rejects.toMatchObject({ cause: { constraint: 'ledger_journals_order_customer_fk' } });
    expect(await ledgerRepository.orderBalances(ctx.database.db, id)).toEqual({});
  });

  it('fails for a bad account, takes new bank details that differ, and pays on the retry', async () => {
    const { token } = await approvedCustomer(ctx, '9876544002', { account: '50100012340000' });
    const other = await approvedCustomer(ctx, '9876544003');
    const id = await orderFor(ctx, token);
    await sign(ctx, id);
    await ctx.app.jobs.runDue();
    await after(ctx, ctx.config.PAYOUT_SETTLE_SECONDS);

    const failed = await orderRow(ctx, id);
    expect(failed.state).toBe('disburse_failed');
    expect(failed.fixBy?.getTime()).toBe(ctx.clock.now().getTime() + 72 * 3_600_000);
    const failedView = await call(ctx.app, 'GET', `/api/v1/orders/${id}`, undefined, {
      headers: bearer(token),
    });
    expect(failedView.json()).toMatchObject({ state: 'disburse_failed', fixBy: failed.fixBy?.toISOString() });
    expect(ctx.sms.messages.at(-1)?.text).toContain(
      'bank card info incorrect, payment failed. Please modify it before the valid date (18-01-2025 ',
    );

    const same = await changeBank(ctx, token, id, {
      ifsc: 'HDFC0000001',
      accountNumber: '50100012340000',
      confirmAccountNumber: '50100012340000',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'BANK_SAME_AS_OLD',
      message:
        'Cannot be consistent with the original bank information: the new account must differ from the one the payment failed to (ending 0000).',
    });
    const sameInHindi = await call(
      ctx.app,
      'PUT',
      `/api/v1/orders/${id}/bank`,
      { ifsc: 'HDFC0000001', accountNumber: '50100012340000', confirmAccountNumber: '50100012340000' },
      { headers: { ...bearer(token), 'accept-language': 'hi' } },
    );
    expect(sameInHindi.json().message).toContain('(अंतिम अंक 0000)');
    const badIfsc = await changeBank(ctx, token, id, {
      ifsc: 'HDFC1000001',
      accountNumber: '50100099998888',
      confirmAccountNumber: '50100099998888',
    });
    expect(badIfsc.json()).toMatchObject({ code: 'IFSC_INVALID', field: 'ifsc' });
    const mismatch = await changeBank(ctx, token, id, {
      ifsc: 'SBIN0000001',
      accountNumber: '50100099998888',
      confirmAccountNumber: '50100099998889',
    });
    expect(mismatch.json()).toMatchObject({ code: 'BANK_ACCOUNT_MISMATCH' });
    const good = {
      ifsc: 'SBIN0000001',
      accountNumber: '50100099998888',
      confirmAccountNumber: '50100099998888',
    };
    expect((await changeBank(ctx, other.token, id, good)).statusCode).toBe(404);

    const fixed = await changeBank(ctx, token, id, good);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().state).toBe('signed');
    await ctx.app.jobs.runDue();
    await after(ctx, ctx.config.PAYOUT_SETTLE_SECONDS);
    const paid = await orderRow(ctx, id);
    expect(paid.state).toBe('disbursed');
    const attempts = await ctx.database.db
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.orderId, id));
    expect(attempts.map((a) => a.state).sort()).toEqual(['failed', 'succeeded']);
    const application = (
      await call(ctx.app, 'GET', '/api/v1/application', undefined, { headers: bearer(token) })
    ).json();
    expect(application.bank).toMatchObject({ ifsc: 'SBIN0000001', accountMasked: 'XXXX8888' });
    // Fixing a paid order is refused.
    expect((await changeBank(ctx, token, id, good)).json()).toMatchObject({ code: 'ORDER_NOT_CHANGEABLE' });
  });

  it('cancels the order when the fix window closes, and the credit line is free again', async () => {
    const { token } = await approvedCustomer(ctx, '9876544004', { account: '50100012341111' });
    const id = await orderFor(ctx, token);
    await sign(ctx, id);
    await ctx.app.jobs.runDue();
    await after(ctx, ctx.config.PAYOUT_SETTLE_SECONDS);
    expect((await orderRow(ctx, id)).state).toBe('disburse_failed');
    await after(ctx, 72 * 3600 + 1);
    const canceled = await orderRow(ctx, id);
    expect(canceled.state).toBe('canceled');
    expect(ctx.sms.messages.at(-1)?.text).toContain('was canceled');
    const good = {
      ifsc: 'SBIN0000001',
      accountNumber: '50100099998888',
      confirmAccountNumber: '50100099998888',
    };
    expect((await changeBank(ctx, token, id, good)).json()).toMatchObject({ code: 'ORDER_NOT_CHANGEABLE' });
    const options = await call(ctx.app, 'GET', '/api/v1/withdraw/options', undefined, {
      headers: bearer(token),
    });
    expect(options.json().openOrderId).toBeNull();
    await orderFor(ctx, token);
    expect(await ledgerRepository.orderBalances(ctx.database.db, id)).toEqual({});
  });

  it('recovers a payout whose worker died after the gateway took it, without paying twice', async () => {
    const { token } = await approvedCustomer(ctx, '9876544005');
    const simulator = createPayoutSimulator({ db: ctx.database.db, clock: ctx.clock, settleSeconds: 8 });
    let dies = true;
    const crashing: PayoutGateway = {
      async request(payout) {
        const status = await simulator.request(payout);
        if (dies) {
          dies = false;
          throw new Error('worker killed after the gateway accepted the payout');
        }
        return status;
      },
      status: simulator.status,
    };
    const app = await ctx.buildApp({}, { payouts: crashing });
    const id = await orderFor(ctx, token);
    await sign(ctx, id);
    await app.jobs.runDue(); // dies mid-flight
    expect((await orderRow(ctx, id)).state).toBe('disbursing');
    ctx.clock.advanceSeconds(60);
    await app.jobs.runDue(); // the job comes back and asks again with the same key
    ctx.clock.advanceSeconds(8);
    await app.jobs.runDue();
    expect((await orderRow(ctx, id)).state).toBe('disbursed');
    expect(await ctx.database.db.select().from(simPayouts)).toHaveLength(1);
    expect(await ctx.database.db.select().from(payoutAttempts)).toHaveLength(1);
  });

  it('applies a signed webhook once: a replay or a late contrary notice changes nothing', async () => {
    const { token } = await approvedCustomer(ctx, '9876544006');
    const id = await orderFor(ctx, token);
    await sign(ctx, id);
    await ctx.app.jobs.runDue();
    const [attempt] = await ctx.database.db
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.orderId, id));
    const secret = hmacSha256Hex(ctx.config.APP_SECRET, 'payout-webhook');
    const post = (notice: object, signature?: string) => {
      const body = JSON.stringify(notice);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/payouts',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-signature': signature ?? createHmac('sha256', secret).update(body).digest('hex'),
        },
      });
    };
    const success = { idempotencyKey: attempt?.idempotencyKey, status: 'succeeded', utr: '402512345678' };
    expect((await post(success, 'ab'.repeat(32))).statusCode).toBe(401);
    expect((await orderRow(ctx, id)).state).toBe('disbursing');

    expect((await post(success)).json()).toEqual({ outcome: 'applied' });
    expect((await post(success)).json()).toEqual({ outcome: 'ignored' });
    const late = { idempotencyKey: attempt?.idempotencyKey, status: 'failed', reason: 'account_invalid' };
    expect((await post(late)).json()).toEqual({ outcome: 'ignored' });
    const order = await orderRow(ctx, id);
    expect(order).toMatchObject({ state: 'disbursed', utr: '402512345678' });
    // The simulator's own settlement later finds the attempt settled.
    await after(ctx, 60);
    expect((await orderRow(ctx, id)).utr).toBe('402512345678');
    expect((await post({ idempotencyKey: 'nope', status: 'succeeded', utr: '1' })).statusCode).toBe(400);
    const rows = await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.id, id));
    expect(rows).toHaveLength(1);
  });
});
