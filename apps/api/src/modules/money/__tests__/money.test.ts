import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, messages, repayments } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, everyDriver, type TestContext, useTestApp } from '../../../test/test-app';
import { applicationRepository } from '../../application';
import { couponRepository } from '../../coupons';
import { startDisbursal } from '../../disbursal';
import { orderRepository } from '../../orders';

const MONEY = '/api/staff/v1/money';
const DAY = 24 * 3600;
let keys = 0;
const key = () => {
  keys += 1;
  return `money-${process.pid}-${keys}`;
};

const staffCall = (ctx: TestContext, token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(ctx.app, method, `${MONEY}${path}`, body as never, { headers: staffHeaders(token) });

async function finance(ctx: TestContext) {
  return (await staffSession(ctx, 'finance')).token;
}

/** A disbursed loan whose borrower paid the bill by UPI and entered `utr`; the gateway's check has run. */
async function paidByUtr(ctx: TestContext, phone: string, utr: string, couponPaise = 0) {
  const { token, customerId } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  const orderId = await disbursedOrder(ctx, token);
  let couponId: string | undefined;
  if (couponPaise) {
    await couponRepository.issue(ctx.database.db, {
      customerId,
      kind: 'repayment',
      source: 'home_screen',
      facePaise: couponPaise,
      minAmountPaise: 0,
      validFrom: ctx.clock.now(),
      validUntil: new Date(ctx.clock.now().getTime() + 30 * DAY * 1000),
    });
    couponId = (await couponRepository.listOwn(ctx.database.db, customerId)).find(
      (c) => c.kind === 'repayment',
    )?.id;
  }
  const created = await call(
    ctx.app,
    'POST',
    `/api/v1/orders/${orderId}/repayments`,
    { kind: 'bill', method: 'upi', couponId },
    { headers: { ...bearer(token), 'idempotency-key': key() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  const repaymentId: string = created.json().id;
  const sent = await call(
    ctx.app,
    'POST',
    `/api/v1/repayments/${repaymentId}/utr`,
    { utr },
    { headers: bearer(token) },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  ctx.clock.advanceSeconds(ctx.config.COLLECTION_CHECK_SECONDS);
  await ctx.app.jobs.runDue();
  return {
    token,
    customerId,
    orderId,
    repaymentId,
    couponId,
    amountPaise: created.json().amountPaise as number,
  };
}

/** An order signed and handed to the payout gateway, whose answer has not been applied yet. */
async function signedOrder(ctx: TestContext, phone: string, account?: string) {
  const { token } = await approvedCustomer(ctx, phone, { account });
  const res = await call(
    ctx.app,
    'POST',
    '/api/v1/orders',
    { amountPaise: 10_000_00, termMonths: 3 },
    { headers: { ...bearer(token), 'idempotency-key': key() } },
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
  return { token, orderId };
}

const auditOf = (ctx: TestContext, action: string, subjectId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

describe.each(everyDriver)('console money on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('lets only finance and admin in: a borrower token is 401, agent and risk are 403', async () => {
    const { token: borrower } = await approvedCustomer(ctx, '9876547001');
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/payouts'],
      ['POST', `/payouts/${someId}/retry`],
      ['GET', '/utr'],
      ['POST', `/utr/${someId}/confirm`],
      ['POST', `/utr/${someId}/reject`, { reason: 'no credit' }],
      ['GET', '/cooling-off'],
      ['GET', '/mandates'],
      ['GET', '/mandate-debits'],
      ['GET', '/reconciliation?day=2025-01-15'],
      ['GET', '/reconciliation.csv?day=2025-01-15'],
    ];
    const agent = (await staffSession(ctx, 'agent')).token;
    const risk = (await staffSession(ctx, 'risk')).token;
    for (const [method, path, body] of routes) {
      expect((await staffCall(ctx, borrower, method, path, body)).json().code).toBe('STAFF_UNAUTHENTICATED');
      const none = await call(ctx.app, method, `${MONEY}${path}`, body as never);
      expect(none.statusCode).toBe(401);
      for (const token of [agent, risk]) {
        const res = await staffCall(ctx, token, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
    }
    const admin = (await staffSession(ctx, 'admin')).token;
    expect((await staffCall(ctx, admin, 'GET', '/utr')).statusCode).toBe(200);
    expect((await staffCall(ctx, await finance(ctx), 'GET', '/payouts')).statusCode).toBe(200);
  });

  it('queues an undecided UTR with its statement match; finance confirms it once and the loan settles through the books', async () => {
    const paid = await paidByUtr(ctx, '9876547002', '512345671111');
    const [row] = await ctx.database.db.select().from(repayments).where(eq(repayments.id, paid.repaymentId));
    expect(row?.state).toBe('processing');

    const token = await finance(ctx);
    const queue = (await staffCall(ctx, token, 'GET', '/utr')).json().items;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      id: paid.repaymentId,
      phone: 'XXXXXX7002',
      utr: '512345671111',
      amountPaise: paid.amountPaise,
      match: { utr: '512345671111', amountPaise: paid.amountPaise },
    });
    expect(JSON.stringify(queue)).not.toContain('9876547002');

    const before =
      (await ledgerRepository.orderBalances(ctx.database.db, paid.orderId)).collections_clearing ?? 0;
    const confirmed = await staffCall(ctx, token, 'POST', `/utr/${paid.repaymentId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const again = await staffCall(ctx, token, 'POST', `/utr/${paid.repaymentId}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('UTR_ALREADY_DECIDED');
    expect(
      (await staffCall(ctx, token, 'POST', `/utr/${paid.repaymentId}/reject`, { reason: 'late' })).statusCode,
    ).toBe(409);

    const [after] = await ctx.database.db
      .select()
      .from(repayments)
      .where(eq(repayments.id, paid.repaymentId));
    expect(after?.state).toBe('succeeded');
    const balances = await ledgerRepository.orderBalances(ctx.database.db, paid.orderId);
    expect((balances.collections_clearing ?? 0) - before).toBe(paid.amountPaise);
    const bill = (
      await call(ctx.app, 'GET', `/api/v1/orders/${paid.orderId}/bill`, undefined, {
        headers: bearer(paid.token),
      })
    ).json();
    expect(bill.instalments[0].state).toBe('paid');
    const notes = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.customerId, paid.customerId));
    expect(notes.map((m) => m.template)).toContain('repayment_received');

    const audits = await auditOf(ctx, 'money.utr_confirm', paid.repaymentId);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ state: 'processing', utr: '512345671111' });
    expect(audits[0]?.after).toMatchObject({ state: 'succeeded' });
    expect((await staffCall(ctx, token, 'GET', '/utr')).json().items).toHaveLength(0);
  });

  it('rejects a UTR with no credit once, with a reason: the repayment fails and its coupon comes back', async () => {
    const paid = await paidByUtr(ctx, '9876547003', '512345672222', 100_00);
    const token = await finance(ctx);
    const [item] = (await staffCall(ctx, token, 'GET', '/utr')).json().items;
    expect(item.match).toBeNull();

    const bad = await staffCall(ctx, token, 'POST', `/utr/${paid.repaymentId}/reject`, { reason: '' });
    expect(bad.statusCode).toBe(400);
    const rejected = await staffCall(ctx, token, 'POST', `/utr/${paid.repaymentId}/reject`, {
      reason: 'No credit with this UTR on the statement',
    });
    expect(rejected.statusCode, rejected.body).toBe(204);
    expect(
      (await staffCall(ctx, token, 'POST', `/utr/${paid.repaymentId}/reject`, { reason: 'again' })).json()
        .code,
    ).toBe('UTR_ALREADY_DECIDED');
    const [row] = await ctx.database.db.select().from(repayments).where(eq(repayments.id, paid.repaymentId));
    expect(row).toMatchObject({ state: 'failed', failureReason: 'rejected' });
    const coupon = await couponRepository.findOwn(ctx.database.db, paid.customerId, paid.couponId ?? '');
    expect(coupon?.usedAt).toBeNull();
    const [audit] = await auditOf(ctx, 'money.utr_reject', paid.repaymentId);
    expect(audit).toMatchObject({ reason: 'No credit with this UTR on the statement' });
    expect(audit?.after).toMatchObject({ state: 'failed' });
  });

  it('answers odd input with a 4xx and a code', async () => {
    const token = await finance(ctx);
    expect((await staffCall(ctx, token, 'POST', '/utr/not-a-uuid/confirm')).statusCode).toBe(400);
    const unknown = await staffCall(ctx, token, 'POST', '/utr/00000000-0000-4000-8000-000000000000/confirm');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect(
      (await staffCall(ctx, token, 'POST', '/payouts/00000000-0000-4000-8000-000000000000/retry')).statusCode,
    ).toBe(404);
    for (const day of ['2025-13-01', '15-01-2025', '2025-02-30', '2099-01-01', '']) {
      const res = await staffCall(ctx, token, 'GET', `/reconciliation.csv?day=${day}`);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().code).toMatch(/RECONCILIATION_DAY_INVALID|VALIDATION_FAILED/);
    }
    expect((await staffCall(ctx, token, 'GET', '/reconciliation')).statusCode).toBe(400);
  });

  it('reconciles a day with one payout and one repayment, as CSV and as a summary', async () => {
    const paid = await paidByUtr(ctx, '9876547004', '512345678901');
    const token = await finance(ctx);
    const res = await staffCall(ctx, token, 'GET', '/reconciliation.csv?day=2025-01-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="reconciliation-2025-01-15.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,type,order_no,reference,utr,record_rupees,ledger_rupees,status');
    const order = await orderRepository.findById(ctx.database.db, paid.orderId);
    const received = ((order?.receivedPaise ?? 0) / 100).toFixed(2);
    const repaid = (paid.amountPaise / 100).toFixed(2);
    expect(lines[1]).toBe(
      `2025-01-15,payout,${order?.orderNo},${paid.orderId}-1,${order?.utr},${received},${received},matched`,
    );
    expect(lines[2]).toMatch(
      new RegExp(`^2025-01-15,collection,${order?.orderNo},RS\\w+,512345678901,${repaid},${repaid},matched$`),
    );
    expect(lines[3]).toBe(`2025-01-15,total_payouts,,,,${received},${received},matched`);
    expect(lines[4]).toBe(`2025-01-15,total_collections,,,,${repaid},${repaid},matched`);
    // Every type has its totals row, auto-debits and their refunds (issue 32) included.
    expect(lines[5]).toBe('2025-01-15,total_mandate_debits,,,,0.00,0.00,matched');
    expect(lines[6]).toBe('2025-01-15,total_mandate_refunds,,,,0.00,0.00,matched');
    // Receipts posted by hand, suspense and their refunds (decision 087).
    expect(lines.slice(7)).toEqual([
      '2025-01-15,total_receipts,,,,0.00,0.00,matched',
      '2025-01-15,total_suspenses,,,,0.00,0.00,matched',
      '2025-01-15,total_receipt_refunds,,,,0.00,0.00,matched',
    ]);

    const summary = (await staffCall(ctx, token, 'GET', '/reconciliation?day=2025-01-15')).json();
    expect(summary.totals).toMatchObject({
      matched: 2,
      problems: 0,
      collectionsLedgerPaise: paid.amountPaise,
    });
    const other = await staffCall(ctx, token, 'GET', '/reconciliation.csv?day=2025-01-14');
    expect(other.body.trimEnd().split('\r\n')).toHaveLength(8);
  });

  it('shows a payout stuck in disbursing and retries it once through the disbursal path', async () => {
    const { orderId } = await signedOrder(ctx, '9876547005');
    const token = await finance(ctx);
    expect((await staffCall(ctx, token, 'GET', '/payouts')).json().items).toHaveLength(0); // not stuck yet
    ctx.clock.advanceSeconds(31 * 60);
    // Half an hour idle ended that session: finance signs in again.
    const later = await finance(ctx);
    const [stuck] = (await staffCall(ctx, later, 'GET', '/payouts')).json().items;
    expect(stuck).toMatchObject({ orderId, state: 'disbursing', retryable: true, account: 'XXXX5678' });

    const retried = await staffCall(ctx, later, 'POST', `/payouts/${orderId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ outcome: 'requeued' });
    const again = await staffCall(ctx, later, 'POST', `/payouts/${orderId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_ALREADY_RETRIED');
    await ctx.app.jobs.runDue();
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('disbursed');
    expect(await auditOf(ctx, 'money.payout_retry', orderId)).toHaveLength(1);
  });

  it('lists a failed payout with its reason and fix-by time, and refuses to retry an account the bank refused', async () => {
    const { orderId } = await signedOrder(ctx, '9876547006', '50100012340000');
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
    await ctx.app.jobs.runDue();
    const token = await finance(ctx);
    const [failed] = (await staffCall(ctx, token, 'GET', '/payouts')).json().items;
    expect(failed).toMatchObject({
      orderId,
      state: 'disburse_failed',
      failureReason: 'account_invalid',
      account: 'XXXX0000',
      retryable: false,
    });
    expect(failed.fixBy).toBeTruthy();
    const res = await staffCall(ctx, token, 'POST', `/payouts/${orderId}/retry`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYOUT_BANK_REFUSED');
    expect(await auditOf(ctx, 'money.payout_retry', orderId)).toHaveLength(0);
  });

  it('lists loans left in the cooling-off window', async () => {
    const { token, orderId } = await (async () => {
      const s = await approvedCustomer(ctx, '9876547007');
      return { token: s.token, orderId: await disbursedOrder(ctx, s.token) };
    })();
    const created = await call(
      ctx.app,
      'POST',
      `/api/v1/orders/${orderId}/repayments`,
      { kind: 'cooling_off', method: 'upi' },
      { headers: { ...bearer(token), 'idempotency-key': key() } },
    );
    expect(created.statusCode, created.body).toBe(201);
    await call(
      ctx.app,
      'POST',
      `/api/v1/repayments/${created.json().id}/utr`,
      { utr: '512345679999' },
      {
        headers: bearer(token),
      },
    );
    ctx.clock.advanceSeconds(ctx.config.COLLECTION_CHECK_SECONDS);
    await ctx.app.jobs.runDue();
    const items = (await staffCall(ctx, await finance(ctx), 'GET', '/cooling-off')).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      orderId,
      orderState: 'canceled_cooling_off',
      repaymentState: 'succeeded',
      repaidPaise: created.json().amountPaise,
    });
  });
});
