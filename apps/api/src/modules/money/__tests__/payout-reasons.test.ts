import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, loanOrders, messages, payoutAttempts, simPayouts } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, everyDriver, type TestContext, useTestApp } from '../../../test/test-app';
import { applicationRepository } from '../../application';
import { startDisbursal } from '../../disbursal';
import { orderRepository } from '../../orders';

/**
 * Failed payouts worked by finance (issue 35, decision 093): the simulator's
 * account endings give each reason; retry where it can help, and never pay twice.
 */
const MONEY = '/api/staff/v1/money';
let keys = 0;
const key = () => {
  keys += 1;
  return `payout-reasons-${process.pid}-${keys}`;
};

const staffCall = (
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  lang = 'en',
) =>
  call(ctx.app, method, `${MONEY}${path}`, body as never, {
    headers: { ...staffHeaders(token), 'accept-language': lang },
  });

const finance = async (ctx: TestContext) => (await staffSession(ctx, 'finance')).token;

/** An order paid to `account`, handed to the gateway, which has not answered yet. */
async function requestedOrder(ctx: TestContext, phone: string, account: string) {
  const customer = await approvedCustomer(ctx, phone, { account });
  const res = await call(
    ctx.app,
    'POST',
    '/api/v1/orders',
    { amountPaise: 10_000_00, termMonths: 3 },
    { headers: { ...bearer(customer.token), 'idempotency-key': key() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const orderId: string = res.json().id;
  await transact(ctx.database.db, async (tx) => {
    const order = await orderRepository.findById(tx, orderId);
    const application = order ? await applicationRepository.findById(tx, order.applicationId) : undefined;
    if (!order || !application) throw new Error('no order');
    await startDisbursal(tx, order, application, ctx.clock.now());
  });
  await ctx.app.jobs.runDue();
  return { ...customer, orderId };
}

/** An order paid to `account` whose payout the gateway has answered (settled). */
async function settledOrder(ctx: TestContext, phone: string, account: string) {
  const order = await requestedOrder(ctx, phone, account);
  ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
  await ctx.app.jobs.runDue();
  return order;
}

const orderOf = async (ctx: TestContext, id: string) => {
  const row = await orderRepository.findById(ctx.database.db, id);
  if (!row) throw new Error('order gone');
  return row;
};

const rowOf = async (ctx: TestContext, token: string, orderId: string) => {
  const res = await staffCall(ctx, token, 'GET', '/payouts');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<Record<string, unknown>>).find((r) => r.orderId === orderId);
};

const simRows = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(simPayouts)
    .then((rows) => rows.filter((r) => r.idempotencyKey.startsWith(orderId)));

const auditOf = (ctx: TestContext, action: string, subjectId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

const templatesOf = async (ctx: TestContext, customerId: string) =>
  (await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId))).map(
    (m) => m.template,
  );

describe.each(everyDriver)('failed payouts by reason on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it.each([
    ['0000', 'account_invalid', 'bank_refusal'],
    ['1111', 'account_closed', 'bank_refusal'],
    ['5555', 'name_mismatch', 'bank_refusal'],
    ['2222', 'gateway_error', 'gateway_error'],
    ['3333', 'timeout', 'unknown'],
    ['4444', 'timeout', 'unknown'],
  ])(
    'an account ending %s fails with %s (%s), stored on the attempt and listed with the customer',
    async (ending, reason, kind) => {
      const phone = `98765480${ending.slice(0, 2)}`;
      const { orderId, customerId } = await settledOrder(ctx, phone, `5010001234${ending}`);
      expect((await orderOf(ctx, orderId)).state).toBe('disburse_failed');
      const [attempt] = await ctx.database.db
        .select()
        .from(payoutAttempts)
        .where(eq(payoutAttempts.orderId, orderId));
      expect(attempt).toMatchObject({ state: 'failed', failureReason: reason, failureKind: kind });

      const row = await rowOf(ctx, await finance(ctx), orderId);
      expect(row).toMatchObject({
        customerId,
        customerName: 'Asha Verma',
        failureReason: reason,
        failureKind: kind,
        retryable: kind !== 'bank_refusal',
        canAskForBank: kind !== 'unknown',
        cancelable: true,
        account: `XXXX${ending}`,
      });
      expect(row?.phone).not.toContain(phone.slice(2, 8)); // still masked
      // Only the bank's refusal is the borrower's to fix: they are asked for new details.
      expect((await templatesOf(ctx, customerId)).includes('payout_failed')).toBe(kind === 'bank_refusal');
    },
  );

  it('refuses to retry a bank refusal with a coded 409 in en, hi and zh, and audits nothing', async () => {
    const { orderId } = await settledOrder(ctx, '9876548101', '50100012341111');
    const token = await finance(ctx);
    const messagesByLang: string[] = [];
    for (const lang of ['en', 'hi', 'zh']) {
      const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`, undefined, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYOUT_BANK_REFUSED');
      messagesByLang.push(res.json().message);
    }
    expect(messagesByLang[0]).toContain('bank refused this account');
    expect(new Set(messagesByLang).size).toBe(3);
    expect(await auditOf(ctx, 'money.payout_retry', orderId)).toHaveLength(0);
    expect(await simRows(ctx, orderId)).toHaveLength(1);
  });

  it('retries a gateway error once with a new attempt, which is paid', async () => {
    const { orderId } = await settledOrder(ctx, '9876548102', '50100012342222');
    const token = await finance(ctx);
    const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'requeued' });
    const again = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_NOT_RETRYABLE'); // the order is no longer failed

    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
    await ctx.app.jobs.runDue();
    const order = await orderOf(ctx, orderId);
    expect(order.state).toBe('disbursed');
    const sims = await simRows(ctx, orderId);
    expect(sims.map((r) => r.outcome).sort()).toEqual(['failed', 'succeeded']);
    const [audit] = await auditOf(ctx, 'money.payout_retry', orderId);
    expect(audit?.before).toMatchObject({ failureReason: 'gateway_error', failureKind: 'gateway_error' });
    expect(audit?.after).toMatchObject({ outcome: 'requeued', state: 'signed' });
  });

  it('a retry after a timeout asks the gateway first: it had paid, so the order is marked paid and nothing is sent again', async () => {
    const { orderId, customerId } = await settledOrder(ctx, '9876548103', '50100012343333');
    expect(await simRows(ctx, orderId)).toHaveLength(1);
    const token = await finance(ctx);
    const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'paid' });

    const order = await orderOf(ctx, orderId);
    expect(order.state).toBe('disbursed');
    const [sim] = await simRows(ctx, orderId);
    expect(order.utr).toBe(sim?.utr);
    expect((await ledgerRepository.orderBalances(ctx.database.db, orderId)).disbursement_clearing).toBe(
      -9_587_00,
    );
    expect(await templatesOf(ctx, customerId)).toContain('loan_disbursed');
    // However the jobs run, the gateway holds one payout for the order.
    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_FIX_HOURS * 3600 + 60);
    await ctx.app.jobs.runDue();
    expect(await simRows(ctx, orderId)).toHaveLength(1);
    expect((await orderOf(ctx, orderId)).state).toBe('disbursed');
    const retried = await staffCall(ctx, await finance(ctx), 'POST', `/payouts/${orderId}/retry`);
    expect(retried.json().code).toBe('PAYOUT_NOT_RETRYABLE');
    const [audit] = await auditOf(ctx, 'money.payout_retry', orderId);
    expect(audit?.after).toMatchObject({ outcome: 'paid', state: 'disbursed' });
  });

  it('a retry after a timeout that was not paid records the failure and sends a new attempt', async () => {
    const { orderId } = await settledOrder(ctx, '9876548104', '50100012344444');
    const token = await finance(ctx);
    const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`);
    expect(res.json()).toEqual({ outcome: 'requeued' });
    const [first] = await ctx.database.db
      .select()
      .from(payoutAttempts)
      .where(and(eq(payoutAttempts.orderId, orderId), eq(payoutAttempts.attempt, 1)));
    expect(first).toMatchObject({ failureReason: 'gateway_error', failureKind: 'gateway_error' });
    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
    await ctx.app.jobs.runDue();
    expect((await orderOf(ctx, orderId)).state).toBe('disbursed');
    const sims = await simRows(ctx, orderId);
    expect(sims.filter((r) => r.outcome === 'succeeded')).toHaveLength(1);
  });

  it('a retry after a timeout the gateway never received asks again under the same key', async () => {
    // The request left us but never reached the gateway: our attempt says timeout, the gateway knows no such key.
    const { orderId } = await requestedOrder(ctx, '9876548105', '50100012345678');
    const [attempt] = await ctx.database.db
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.orderId, orderId));
    const idempotencyKey = attempt?.idempotencyKey ?? '';
    await ctx.database.db.delete(simPayouts).where(eq(simPayouts.idempotencyKey, idempotencyKey));
    await ctx.database.db
      .update(payoutAttempts)
      .set({ state: 'failed', failureReason: 'timeout', failureKind: 'unknown' })
      .where(eq(payoutAttempts.idempotencyKey, idempotencyKey));
    const fixBy = new Date(ctx.clock.now().getTime() + 3_600_000);
    await ctx.database.db
      .update(loanOrders)
      .set({ state: 'disburse_failed', fixBy })
      .where(eq(loanOrders.id, orderId));
    await ctx.app.jobs.runDue(); // the pending check finds nothing at the gateway and stops

    const res = await staffCall(ctx, await finance(ctx), 'POST', `/payouts/${orderId}/retry`);
    expect(res.json()).toEqual({ outcome: 'rechecking' });
    expect((await orderOf(ctx, orderId)).state).toBe('disbursing');
    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
    await ctx.app.jobs.runDue();
    expect((await orderOf(ctx, orderId)).state).toBe('disbursed');
    expect((await simRows(ctx, orderId)).map((r) => r.idempotencyKey)).toEqual([idempotencyKey]);
    const attempts = await ctx.database.db
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.orderId, orderId));
    expect(attempts.map((a) => a.state)).toEqual(['succeeded']);
  });

  it('when the fix-by time passes after a timeout, the expiry asks the gateway and records a paid payout instead of canceling', async () => {
    const { orderId } = await settledOrder(ctx, '9876548106', '50100012343333');
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_FIX_HOURS * 3600 + 60);
    await ctx.app.jobs.runDue();
    expect((await orderOf(ctx, orderId)).state).toBe('disbursed');
    expect(await simRows(ctx, orderId)).toHaveLength(1);
  });

  it('cancels a failed order once: no money moved, the ledger holds nothing for it, the borrower is told, audited', async () => {
    const { orderId, customerId } = await settledOrder(ctx, '9876548107', '50100012340000');
    const token = await finance(ctx);
    expect(
      (await staffCall(ctx, token, 'POST', `/payouts/${orderId}/cancel`, { reason: '' })).statusCode,
    ).toBe(400);
    const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/cancel`, {
      reason: 'Borrower asked to cancel',
    });
    expect(res.statusCode, res.body).toBe(204);
    const order = await orderOf(ctx, orderId);
    expect(order.state).toBe('canceled');
    expect(order.closedAt).not.toBeNull();
    expect(await ledgerRepository.orderBalances(ctx.database.db, orderId)).toEqual({});
    expect(await templatesOf(ctx, customerId)).toContain('order_canceled_by_lender');
    expect(ctx.sms.messages.at(-1)?.text).toContain('No money was sent');
    const [audit] = await auditOf(ctx, 'money.payout_cancel', orderId);
    expect(audit?.after).toMatchObject({ state: 'canceled', reason: 'Borrower asked to cancel' });

    const twice = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/cancel`, {
      reason: 'again please',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PAYOUT_NOT_CANCELABLE');
    const retry = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`);
    expect(retry.json().code).toBe('PAYOUT_NOT_RETRYABLE');
    expect(await rowOf(ctx, token, orderId)).toBeUndefined();
    expect(await auditOf(ctx, 'money.payout_cancel', orderId)).toHaveLength(1);
  });

  it('refuses to cancel a timed-out payout the gateway had paid, and records it as paid', async () => {
    const { orderId } = await settledOrder(ctx, '9876548108', '50100012343333');
    const res = await staffCall(ctx, await finance(ctx), 'POST', `/payouts/${orderId}/cancel`, {
      reason: 'Gateway trouble',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYOUT_ALREADY_PAID');
    expect((await orderOf(ctx, orderId)).state).toBe('disbursed');
    expect(await auditOf(ctx, 'money.payout_cancel', orderId)).toHaveLength(0);
  });

  it('asks the borrower to enter the bank account again (message and SMS, audited); refused while a payout may yet be paid', async () => {
    const { orderId, customerId } = await settledOrder(ctx, '9876548109', '50100012341111');
    const token = await finance(ctx);
    const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/ask-bank`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await templatesOf(ctx, customerId)).toContain('payout_bank_update_requested');
    expect(ctx.sms.messages.at(-1)?.text).toContain('ending 1111');
    expect(await auditOf(ctx, 'money.payout_bank_requested', orderId)).toHaveLength(1);

    const timedOut = await settledOrder(ctx, '9876548110', '50100012344444');
    const refused = await staffCall(ctx, token, 'POST', `/payouts/${timedOut.orderId}/ask-bank`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PAYOUT_OUTCOME_UNKNOWN');
    // Nor may the borrower switch accounts under it: the old payout could still arrive.
    const change = await call(
      ctx.app,
      'PUT',
      `/api/v1/orders/${timedOut.orderId}/bank`,
      {
        ifsc: 'SBIN0000001',
        accountNumber: '50100099998888',
        confirmAccountNumber: '50100099998888',
      } as never,
      { headers: bearer(timedOut.token) },
    );
    expect(change.statusCode, change.body).toBe(409);
    expect(change.json().code).toBe('ORDER_NOT_CHANGEABLE');
  });

  it('answers unknown orders, bad ids and other roles with a 4xx and a code', async () => {
    const token = await finance(ctx);
    const none = '00000000-0000-4000-8000-000000000000';
    for (const [path, body] of [
      [`/payouts/${none}/retry`, undefined],
      [`/payouts/${none}/ask-bank`, undefined],
      [`/payouts/${none}/cancel`, { reason: 'no such order' }],
    ] as const) {
      const res = await staffCall(ctx, token, 'POST', path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(
      (await staffCall(ctx, token, 'POST', '/payouts/nope/cancel', { reason: 'bad id' })).statusCode,
    ).toBe(400);
    const agent = (await staffSession(ctx, 'agent')).token;
    for (const path of ['retry', 'ask-bank', 'cancel']) {
      const res = await staffCall(ctx, agent, 'POST', `/payouts/${none}/${path}`, { reason: 'not mine' });
      expect(res.statusCode, path).toBe(403);
    }
  });
});
