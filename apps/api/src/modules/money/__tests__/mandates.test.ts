import { balancedJournal, istDayKey } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type MandateDebitState,
  type MandateState,
  mandateDebits,
  mandates,
  repayments,
} from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';

const MONEY = '/api/staff/v1/money';
let refs = 0;
const ref = (prefix: string) => {
  refs += 1;
  return `${prefix}-${process.pid}-${refs}`;
};

const get = (ctx: TestContext, token: string | null, path: string) =>
  call(ctx.app, 'GET', `${MONEY}${path}`, undefined, token ? { headers: staffHeaders(token) } : {});

/** A disbursed loan with a mandate in `state` (rows as the mandate module writes them). */
async function withMandate(ctx: TestContext, phone: string, state: MandateState) {
  const { token } = await approvedCustomer(ctx, phone);
  const orderId = await disbursedOrder(ctx, token);
  const order = await orderRepository.findById(ctx.database.db, orderId);
  if (!order) throw new Error('no order');
  const now = ctx.clock.now();
  const [mandate] = await ctx.database.db
    .insert(mandates)
    .values({
      orderId,
      customerId: order.customerId,
      rail: 'upi_autopay',
      state,
      maxAmountPaise: 4_000_00,
      startDay: istDayKey(now),
      endDay: '2025-05-15',
      accountMasked: 'XXXX6789',
      reference: ref('MD'),
      gatewayRef: ref('GW'),
      createdAt: now,
      updatedAt: now,
      activatedAt: state === 'pending' ? null : now,
    })
    .returning();
  if (!mandate) throw new Error('no mandate');
  return { order, mandate };
}

async function addDebit(
  ctx: TestContext,
  m: { id: string; orderId: string; customerId: string },
  values: { state: MandateDebitState; dueDay: string; attempt?: number; amountPaise?: number } & Partial<
    typeof mandateDebits.$inferInsert
  >,
) {
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  const attempt = values.attempt ?? 1;
  const [row] = await ctx.database.db
    .insert(mandateDebits)
    .values({
      id,
      mandateId: m.id,
      orderId: m.orderId,
      customerId: m.customerId,
      instalmentNumber: 1,
      amountPaise: 3_500_00,
      idempotencyKey: `${id}:${attempt}`,
      notifiedAt: now,
      createdAt: now,
      updatedAt: now,
      ...values,
      attempt,
    })
    .returning();
  if (!row) throw new Error('no debit');
  return row;
}

describe.each(drivers)('console money: auto-debit mandates and debits (issue 32) on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('lets only finance and admin read them; a state outside the list is 400', async () => {
    const { token: borrower } = await approvedCustomer(ctx, '9876547101');
    const agent = (await staffSession(ctx, 'agent')).token;
    const risk = (await staffSession(ctx, 'risk')).token;
    for (const path of ['/mandates', '/mandate-debits']) {
      expect((await get(ctx, null, path)).statusCode).toBe(401);
      expect((await get(ctx, borrower, path)).json().code).toBe('STAFF_UNAUTHENTICATED');
      for (const token of [agent, risk]) {
        const res = await get(ctx, token, path);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
      for (const role of ['finance', 'admin'] as const) {
        const res = await get(ctx, (await staffSession(ctx, role)).token, path);
        expect(res.statusCode, `${role} ${path}`).toBe(200);
        expect(res.json()).toEqual({ items: [], total: 0 });
      }
      const finance = (await staffSession(ctx, 'finance')).token;
      expect((await get(ctx, finance, `${path}?state=bogus`)).statusCode).toBe(400);
    }
  });

  it('lists mandates with the masked phone, the maximum and the next debit; filters by state', async () => {
    const active = await withMandate(ctx, '9876547102', 'active');
    const paused = await withMandate(ctx, '9876547103', 'paused');
    const notified = await withMandate(ctx, '9876547104', 'active');
    const [first] = notified.order.schedule;
    await addDebit(ctx, notified.mandate, {
      state: 'notified',
      dueDay: first?.dueDay ?? '',
      amountPaise: 3_456_78,
    });
    const finance = (await staffSession(ctx, 'finance')).token;

    const all = (await get(ctx, finance, '/mandates')).json().items as {
      orderNo: string;
      phone: string;
      state: string;
      rail: string;
      maxAmountPaise: number;
      nextDebit: { dueDay: string; amountPaise: number; state: string } | null;
    }[];
    expect(all).toHaveLength(3);
    const of = (orderNo: string) => all.find((m) => m.orderNo === orderNo);
    const scheduled = of(active.order.orderNo);
    expect(scheduled).toMatchObject({ state: 'active', rail: 'upi_autopay', maxAmountPaise: 4_000_00 });
    expect(scheduled?.phone).not.toContain('9876547102');
    // Not notified yet: the next unpaid instalment, never above the mandate's maximum.
    expect(scheduled?.nextDebit).toEqual({
      dueDay: active.order.schedule[0]?.dueDay,
      amountPaise: Math.min(4_000_00, active.order.schedule[0]?.totalPaise ?? 0),
      state: 'scheduled',
    });
    expect(of(notified.order.orderNo)?.nextDebit).toEqual({
      dueDay: first?.dueDay,
      amountPaise: 3_456_78,
      state: 'notified',
    });
    // A paused mandate debits nothing.
    expect(of(paused.order.orderNo)?.nextDebit).toBeNull();

    const onlyPaused = (await get(ctx, finance, '/mandates?state=paused')).json().items as {
      orderNo: string;
    }[];
    expect(onlyPaused.map((m) => m.orderNo)).toEqual([paused.order.orderNo]);
  });

  it('lists debits with their attempt, failure reason and refund; filters by state', async () => {
    const { mandate } = await withMandate(ctx, '9876547105', 'active');
    await addDebit(ctx, mandate, {
      state: 'failed',
      dueDay: '2025-01-30',
      attempt: 1,
      requestedPaise: 3_500_00,
      failureReason: 'insufficient_funds',
    });
    await addDebit(ctx, mandate, {
      state: 'succeeded',
      dueDay: '2025-01-30',
      attempt: 2,
      requestedPaise: 3_500_00,
      refundPaise: 1_000_00,
      refundRef: 'UTR-REFUND-1',
    });
    const finance = (await staffSession(ctx, 'finance')).token;
    const items = (await get(ctx, finance, '/mandate-debits')).json().items as Record<string, unknown>[];
    expect(items.map((d) => [d.attempt, d.state])).toEqual([
      [2, 'succeeded'],
      [1, 'failed'],
    ]);
    expect(items[0]).toMatchObject({ refundPaise: 1_000_00, refundRef: 'UTR-REFUND-1', rail: 'upi_autopay' });
    expect(items[1]).toMatchObject({ failureReason: 'insufficient_funds', requestedPaise: 3_500_00 });
    const failed = (await get(ctx, finance, '/mandate-debits?state=failed')).json().items as {
      attempt: number;
    }[];
    expect(failed.map((d) => d.attempt)).toEqual([1]);
  });

  it('reconciles an auto-debit (its repayment plus the excess) and the refund of the excess, as JSON and CSV', async () => {
    const { order, mandate } = await withMandate(ctx, '9876547106', 'active');
    const now = ctx.clock.now();
    const day = istDayKey(now);
    const kept = 3_000_00;
    const excess = 500_00;
    // What the debit module writes when a debit of Rs 3,500 settles Rs 3,000 due and owes Rs 500 back.
    const [repayment] = await ctx.database.db
      .insert(repayments)
      .values({
        orderId: order.id,
        customerId: order.customerId,
        kind: 'bill',
        method: 'mandate',
        state: 'succeeded',
        amountPaise: kept,
        reference: ref('RS'),
        quotedDay: day,
        createdAt: now,
        updatedAt: now,
        settledAt: now,
      })
      .returning();
    if (!repayment) throw new Error('no repayment');
    const debit = await addDebit(ctx, mandate, {
      state: 'succeeded',
      dueDay: day,
      requestedPaise: kept + excess,
      gatewayRef: 'DEBIT-REF-1',
      repaymentId: repayment.id,
      refundPaise: excess,
      refundRef: 'UTR-RF-1',
      requestedAt: now,
      settledAt: now,
    });
    const post = (kind: string, eventKey: string, lines: Parameters<typeof balancedJournal>[0]) =>
      ledgerRepository.post(ctx.database.db, {
        kind,
        eventKey,
        customerId: order.customerId,
        orderId: order.id,
        lines: balancedJournal(lines),
        now,
      });
    await post('repayment', `repayment:${repayment.id}`, [
      { account: 'collections_clearing', amountPaise: kept },
      { account: 'principal_receivable', amountPaise: -kept },
    ]);
    await post('mandate_excess', `mandate_excess:${debit.id}`, [
      { account: 'collections_clearing', amountPaise: excess },
      { account: 'borrower_refund_payable', amountPaise: -excess },
    ]);
    await post('mandate_refund', `mandate_refund:${debit.id}`, [
      { account: 'borrower_refund_payable', amountPaise: excess },
      { account: 'disbursement_clearing', amountPaise: -excess },
    ]);

    const finance = (await staffSession(ctx, 'finance')).token;
    const summary = (await get(ctx, finance, `/reconciliation?day=${day}`)).json();
    const lines = summary.lines as { type: string; reference: string; recordPaise: number; status: string }[];
    // The mandate's repayment is inside the auto-debit line, not a collection of its own.
    expect(lines.filter((l) => l.type === 'collection')).toEqual([]);
    expect(lines.find((l) => l.type === 'mandate_debit')).toEqual({
      type: 'mandate_debit',
      orderNo: order.orderNo,
      reference: debit.idempotencyKey,
      utr: 'DEBIT-REF-1',
      recordPaise: kept + excess,
      ledgerPaise: kept + excess,
      status: 'matched',
    });
    expect(lines.find((l) => l.type === 'mandate_refund')).toEqual({
      type: 'mandate_refund',
      orderNo: order.orderNo,
      reference: `refund:${debit.idempotencyKey}`,
      utr: 'UTR-RF-1',
      recordPaise: excess,
      ledgerPaise: excess,
      status: 'matched',
    });
    expect(summary.totals).toMatchObject({
      mandateDebitsRecordPaise: kept + excess,
      mandateDebitsLedgerPaise: kept + excess,
      mandateRefundsRecordPaise: excess,
      mandateRefundsLedgerPaise: excess,
      problems: 0,
    });

    const csv = (await get(ctx, finance, `/reconciliation.csv?day=${day}`)).body.trimEnd().split('\r\n');
    expect(csv).toContain(
      `${day},mandate_debit,${order.orderNo},${debit.idempotencyKey},DEBIT-REF-1,3500.00,3500.00,matched`,
    );
    expect(csv).toContain(
      `${day},mandate_refund,${order.orderNo},refund:${debit.idempotencyKey},UTR-RF-1,500.00,500.00,matched`,
    );
    expect(csv).toContain(`${day},total_mandate_debits,,,,3500.00,3500.00,matched`);
    expect(csv).toContain(`${day},total_mandate_refunds,,,,500.00,500.00,matched`);
  });

  it('an excess posted with no debit on record is a problem line, not a collection', async () => {
    const { order } = await withMandate(ctx, '9876547107', 'active');
    const now = ctx.clock.now();
    await ledgerRepository.post(ctx.database.db, {
      kind: 'mandate_excess',
      eventKey: 'mandate_excess:00000000-0000-4000-8000-000000000001',
      customerId: order.customerId,
      orderId: order.id,
      lines: balancedJournal([
        { account: 'collections_clearing', amountPaise: 100_00 },
        { account: 'borrower_refund_payable', amountPaise: -100_00 },
      ]),
      now,
    });
    const finance = (await staffSession(ctx, 'finance')).token;
    const summary = (await get(ctx, finance, `/reconciliation?day=${istDayKey(now)}`)).json();
    const debitLines = (summary.lines as { type: string; status: string }[]).filter(
      (l) => l.type !== 'payout',
    );
    expect(debitLines).toEqual([
      expect.objectContaining({ type: 'mandate_debit', status: 'missing_in_gateway', ledgerPaise: 100_00 }),
    ]);
  });
});
