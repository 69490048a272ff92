import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, repayments } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { booksEqualLedger } from '../../../test/mandate-fixtures';
import { billOf, payBySimulator } from '../../../test/repayment-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, everyDriver, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { receiptRepository } from '../receipt-repository';

const RECEIPTS = '/api/staff/v1/receipts';
let refs = 0;
const ref = (prefix: string) => {
  refs += 1;
  return `${prefix}${process.pid}X${refs}`;
};

const staffCall = (ctx: TestContext, token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(ctx.app, method, `${RECEIPTS}${path}`, body as never, { headers: staffHeaders(token) });

const today = (ctx: TestContext) =>
  new Date(ctx.clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** A disbursed loan and its order number. */
async function loan(ctx: TestContext, phone: string) {
  const { token } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  const orderId = await disbursedOrder(ctx, token);
  const order = await orderRepository.findById(ctx.database.db, orderId);
  if (!order) throw new Error('no order');
  return { token, orderId, orderNo: order.orderNo };
}

/** Refund jobs run until the payout simulator has answered. */
async function drainRefunds(ctx: TestContext) {
  for (let i = 0; i < 3; i += 1) {
    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(Math.max(ctx.config.PAYOUT_SETTLE_SECONDS, ctx.config.COLLECTION_CHECK_SECONDS));
  }
  await ctx.app.jobs.runDue();
}

/** The day's reconciliation lines of the receipts' types (all must be matched). */
async function receiptRecon(ctx: TestContext, token: string) {
  const res = await call(ctx.app, 'GET', `/api/staff/v1/money/reconciliation?day=${today(ctx)}`, undefined, {
    headers: staffHeaders(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const lines = (
    res.json().lines as { type: string; status: string; reference: string; method?: string }[]
  ).filter((l) => ['receipt', 'suspense', 'receipt_refund'].includes(l.type));
  expect(lines.filter((l) => l.status !== 'matched')).toEqual([]);
  return { lines, totals: res.json().totals };
}

/** Approves a four-eyes proposal (decision 088's route). */
const approve = (ctx: TestContext, token: string, id: string) =>
  call(ctx.app, 'POST', `/api/staff/v1/loan-actions/proposals/${id}/approve`, {} as never, {
    headers: staffHeaders(token),
  });

async function post(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return staffCall(ctx, token, 'POST', '', { receivedDay: today(ctx), ...body });
}

describe.each(everyDriver)('manual receipts and suspense (issue 34 L4) on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('allocates a bank transfer, cash and a cleared cheque exactly as a payment through the app', async () => {
    const finance = (await staffSession(ctx, 'finance')).token;
    const amountPaise = 1_234_56;
    // The same loan paid the same part by the borrower through the app.
    const paid = await loan(ctx, '9876541001');
    await payBySimulator(ctx, paid.token, paid.orderId, { kind: 'partial', amountPaise });
    const byApp = await ctx.database.db.select().from(repayments).where(eq(repayments.orderId, paid.orderId));
    const expected = byApp.find((r) => r.state === 'succeeded')?.allocation;
    expect(expected).toBeTruthy();
    const balancesByApp = await ledgerRepository.orderBalances(ctx.database.db, paid.orderId);

    const methods = [
      { method: 'bank_transfer', rail: 'neft', reference: ref('UTRN') },
      { method: 'cash', reference: ref('CASH') },
      { method: 'cheque', reference: ref('CHQ'), chequeBank: 'HDFC Bank', chequeDay: today(ctx) },
    ];
    let phone = 9876541010;
    for (const m of methods) {
      phone += 1;
      const l = await loan(ctx, String(phone));
      const res = await post(ctx, finance, { ...m, amountPaise, payerReference: l.orderNo });
      expect(res.statusCode, res.body).toBe(201);
      let receipt = res.json();
      if (m.method === 'cheque') {
        // Nothing is credited before the cheque clears.
        expect(receipt.state).toBe('awaiting_clearance');
        expect(
          (await ledgerRepository.orderBalances(ctx.database.db, l.orderId)).collections_clearing ?? 0,
        ).toBe(0);
        const cleared = await staffCall(ctx, finance, 'POST', `/${receipt.id}/cheque`, {
          outcome: 'cleared',
        });
        expect(cleared.statusCode, cleared.body).toBe(200);
        receipt = cleared.json();
      }
      expect(receipt).toMatchObject({
        state: 'applied',
        orderNo: l.orderNo,
        keptPaise: amountPaise,
        refundPaise: 0,
      });
      const [row] = await ctx.database.db
        .select()
        .from(repayments)
        .where(eq(repayments.id, receipt.repaymentId));
      expect(row).toMatchObject({ method: m.method, kind: 'partial', state: 'succeeded', amountPaise });
      expect(row?.allocation).toEqual(expected);
      const balances = await booksEqualLedger(ctx, l.orderId);
      expect(balances).toEqual(balancesByApp);
    }
  });

  it('holds an unknown reference in suspense until a second person with another role allocates it', async () => {
    const finance = await staffSession(ctx, 'finance');
    const finance2 = await staffSession(ctx, 'finance');
    const admin = await staffSession(ctx, 'admin');
    const l = await loan(ctx, '9876541101');
    const before = await receiptRepository.suspenseBalance(ctx.database.db);
    const res = await post(ctx, finance.token, {
      method: 'bank_transfer',
      rail: 'imps',
      reference: ref('UTRS'),
      amountPaise: 500_00,
      payerReference: 'RENT NOVEMBER',
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({ state: 'suspense', orderNo: null });
    expect(await receiptRepository.suspenseBalance(ctx.database.db)).toBe(before + 500_00);
    const held = (await staffCall(ctx, admin.token, 'GET', '/suspense')).json();
    expect(held.ledgerPaise).toBe(held.heldPaise);

    const proposed = await staffCall(ctx, finance.token, 'POST', `/${receipt.id}/allocate`, {
      orderNo: l.orderNo,
      reason: 'payer called: it is for this loan',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().proposal).toMatchObject({
      action: 'allocate',
      orderNo: l.orderNo,
      role: 'finance',
    });
    const proposalId: string = proposed.json().proposal.id;
    // Its proposer, or another person of the proposer's role, cannot approve it (decision 088's four eyes).
    for (const [who, code] of [
      [finance, 'PROPOSAL_SAME_PERSON'],
      [finance2, 'PROPOSAL_SAME_ROLE'],
    ] as const) {
      const refused = await approve(ctx, who.token, proposalId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(code);
    }
    expect((await receiptRepository.find(ctx.database.db, receipt.id))?.state).toBe('suspense');
    const approved = await approve(ctx, admin.token, proposalId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().state).toBe('executed');
    const applied = (await staffCall(ctx, admin.token, 'GET', '?state=applied')).json().items;
    expect(applied.find((r: { id: string }) => r.id === receipt.id)).toMatchObject({
      state: 'applied',
      orderNo: l.orderNo,
      keptPaise: 500_00,
      proposal: null,
    });
    // The borrower is told after commit, by a job.
    await ctx.app.jobs.runDue();
    await booksEqualLedger(ctx, l.orderId);
    expect(await receiptRepository.suspenseBalance(ctx.database.db)).toBe(before);
    // The reconciliation shows the transfer into suspense, out of it to the loan, and the loan's receipt.
    const recon = await receiptRecon(ctx, admin.token);
    const mine = recon.lines.filter(
      (l) => l.reference.endsWith(receipt.reference) || l.method === 'bank_transfer',
    );
    expect(mine.filter((l) => l.type === 'suspense')).toHaveLength(2);
    expect(recon.totals.suspenseRecordPaise).toBe(recon.totals.suspenseLedgerPaise);
    expect(recon.lines.some((l) => l.type === 'receipt' && l.method === 'bank_transfer')).toBe(true);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, receipt.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'proposal.suspense_allocate.approve',
      'proposal.suspense_allocate.approve_refused',
      'proposal.suspense_allocate.approve_refused',
      'proposal.suspense_allocate.propose',
      'receipts.post',
    ]);
  });

  it('refunds suspense to the payer after approval, and the excess over a payoff through the payout gateway', async () => {
    const finance = await staffSession(ctx, 'finance');
    const admin = await staffSession(ctx, 'admin');
    const before = await receiptRepository.suspenseBalance(ctx.database.db);
    const held = (
      await post(ctx, finance.token, { method: 'cash', reference: ref('CASHS'), amountPaise: 300_00 })
    ).json();
    const proposed = await staffCall(ctx, finance.token, 'POST', `/${held.id}/refund`, {
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      name: 'Unknown Payer',
      reason: 'payer asked for it back',
    });
    expect(proposed.json().proposal).toMatchObject({ action: 'refund', account: 'XXXX9012' });
    const approved = await approve(ctx, admin.token, proposed.json().proposal.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await receiptRepository.find(ctx.database.db, held.id)).toMatchObject({
      state: 'refunded',
      refundPaise: 300_00,
    });
    await drainRefunds(ctx);
    const refunded = await receiptRepository.find(ctx.database.db, held.id);
    expect(refunded?.refundRef).toBeTruthy();
    expect(await receiptRepository.suspenseBalance(ctx.database.db)).toBe(before);

    // More than the loan owes: it settles, and the rest goes back to the loan's payout account.
    const l = await loan(ctx, '9876541201');
    const payoff = (await billOf(ctx, l.token, l.orderId)).payoff.totalPaise as number;
    const res = await post(ctx, finance.token, {
      method: 'bank_transfer',
      rail: 'rtgs',
      reference: ref('UTRX'),
      amountPaise: payoff + 777_00,
      payerReference: l.orderNo,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'applied', keptPaise: payoff, refundPaise: 777_00 });
    expect((await orderRepository.findById(ctx.database.db, l.orderId))?.state).toBe('settled');
    expect((await ledgerRepository.orderBalances(ctx.database.db, l.orderId)).borrower_refund_payable).toBe(
      -777_00,
    );
    await drainRefunds(ctx);
    const balances = await booksEqualLedger(ctx, l.orderId);
    expect(balances.borrower_refund_payable ?? 0).toBe(0);
    expect((await receiptRepository.find(ctx.database.db, res.json().id))?.refundRef).toBeTruthy();
    const recon = await receiptRecon(ctx, finance.token);
    expect(recon.lines.filter((l) => l.type === 'receipt_refund').length).toBeGreaterThanOrEqual(2);

    // A receipt for the settled loan, and a reference posted before, are refused with their codes.
    const settled = await post(ctx, finance.token, {
      method: 'cash',
      reference: ref('CASHL'),
      amountPaise: 100_00,
      payerReference: l.orderNo,
    });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().code).toBe('RECEIPT_LOAN_SETTLED');
    const again = await post(ctx, finance.token, {
      method: 'cash',
      reference: held.reference,
      amountPaise: 100_00,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RECEIPT_DUPLICATE');
  });

  it('credits nothing for a bounced cheque and lets only finance and admin in', async () => {
    const finance = (await staffSession(ctx, 'finance')).token;
    const agent = (await staffSession(ctx, 'agent')).token;
    expect((await staffCall(ctx, agent, 'GET', '')).statusCode).toBe(403);
    const l = await loan(ctx, '9876541301');
    const bill = await billOf(ctx, l.token, l.orderId);
    const ledgerBefore = await ledgerRepository.orderBalances(ctx.database.db, l.orderId);
    const missing = await post(ctx, finance, {
      method: 'cheque',
      reference: ref('CHQB'),
      amountPaise: 100_00,
    });
    expect(missing.json().code).toBe('RECEIPT_DETAILS_INVALID');
    const res = await post(ctx, finance, {
      method: 'cheque',
      reference: ref('CHQB'),
      chequeBank: 'SBI',
      chequeDay: today(ctx),
      amountPaise: 1_000_00,
      payerReference: l.orderNo,
    });
    const bounced = await staffCall(ctx, finance, 'POST', `/${res.json().id}/cheque`, { outcome: 'bounced' });
    expect(bounced.json()).toMatchObject({ state: 'bounced', repaymentId: null });
    expect(await billOf(ctx, l.token, l.orderId)).toEqual(bill);
    expect(await ledgerRepository.orderBalances(ctx.database.db, l.orderId)).toEqual(ledgerBefore);
    const twice = await staffCall(ctx, finance, 'POST', `/${res.json().id}/cheque`, { outcome: 'cleared' });
    expect(twice.json().code).toBe('RECEIPT_STATE_INVALID');
  });
});
