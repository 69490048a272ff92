import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, feedback, feedbackReplies, messages } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { ALL_STAFF_ROLES, staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { parseCustomerQuery } from '../customer-record-service';

const get = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'GET', `/api/staff/v1/customers${path}`, undefined, { headers: staffHeaders(token) });

describe('customer search text', () => {
  it('reads a phone, its last digits, an order number or a name', () => {
    expect(parseCustomerQuery('+91 98765 43210')).toEqual({ phone: '9876543210' });
    expect(parseCustomerQuery('3210')).toEqual({ phoneEnding: '3210' });
    expect(parseCustomerQuery('ln20250115AbCd1234')).toEqual({ orderNo: 'ln20250115AbCd1234' });
    expect(parseCustomerQuery('  Neha   KAP ')).toEqual({ nameWords: ['neha', 'kap'] });
    expect(parseCustomerQuery("D'Souza")).toEqual({ nameWords: ["d'souza"] });
    expect(parseCustomerQuery('नेहा')).toEqual({ nameWords: ['नेहा'] });
    for (const odd of ['321', '1234567890', 'ab', 'a b', '%', '98765-%', 'abc%', 'ne_ha', 'x'.repeat(2)])
      expect(parseCustomerQuery(odd), odd).toBeNull();
  });
});

describe.each(drivers)('staff customers on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('finds a borrower by phone, last digits or order, and shows the record with the KYC masked', async () => {
    const { token: borrower, customerId } = await approvedCustomer(ctx, '9876541234', {
      account: '50100099998888',
    });
    const orderId = await disbursedOrder(ctx, borrower);
    const order = await orderRepository.findById(ctx.database.db, orderId);
    await logIn(ctx, '9123451234'); // the same last four, no application
    const now = ctx.clock.now();
    await ctx.database.db
      .insert(messages)
      .values({ customerId, kind: 'notify', template: 'welcome', createdAt: now });
    const [fb] = await ctx.database.db
      .insert(feedback)
      .values({
        customerId,
        text: 'When is my bill due?',
        istDay: '2025-01-15',
        createdAt: now,
        status: 'answered',
        answeredAt: now,
      })
      .returning();
    if (!fb) throw new Error('no feedback');
    await ctx.database.db
      .insert(feedbackReplies)
      .values({ feedbackId: fb.id, author: 'agent@x', text: 'On the 30th.', createdAt: now });
    const { token, staffId } = await staffSession(ctx, 'agent');

    const byPhone = (await get(ctx, token, '?q=%2B91%2098765%2041234')).json();
    expect(byPhone).toMatchObject({
      total: 1,
      customers: [{ id: customerId, phone: '9876541234', name: 'Asha Verma', applicationState: 'approved' }],
    });
    const byEnding = (await get(ctx, token, '?q=1234')).json();
    expect(byEnding.total).toBe(2);
    expect((await get(ctx, token, '?q=1234&limit=1&offset=1')).json().customers).toHaveLength(1);
    expect(
      (await get(ctx, token, `?q=${order?.orderNo.toLowerCase()}`))
        .json()
        .customers.map((c: { id: string }) => c.id),
    ).toEqual([customerId]);
    expect((await get(ctx, token, '?q=9000000000')).json()).toEqual({ customers: [], total: 0 });

    const view = await get(ctx, token, `/${customerId}`);
    expect(view.statusCode, view.body).toBe(200);
    const record = view.json();
    expect(record.profile).toMatchObject({
      phone: '9876541234',
      name: 'Asha Verma',
      aadhaarMasked: 'XXXX XXXX 9012',
      panMasked: 'ABCXXXXX4F',
      accountMasked: 'XXXX8888',
    });
    expect(view.body).not.toContain('50100099998888');
    expect(record.applications).toMatchObject([{ state: 'approved', quotaPaise: 20_000_00 }]);
    expect(record.orders).toHaveLength(1);
    expect(record.orders[0]).toMatchObject({ id: orderId, state: 'disbursed', amountPaise: 10_000_00 });
    expect(record.orders[0].instalments.length).toBeGreaterThan(1);
    expect(
      record.orders[0].instalments.reduce(
        (s: number, i: { principalPaise: number }) => s + i.principalPaise,
        0,
      ),
    ).toBe(10_000_00);

    // Opening a record is audited (decision 034); its tabs are not.
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, customerId));
    expect(audits).toMatchObject([{ staffId, action: 'customers.view', subjectType: 'customer' }]);

    const ledger = (await get(ctx, token, `/${customerId}/ledger`)).json();
    expect(ledger.total).toBeGreaterThan(0);
    expect(ledger.balancePaise).toBe(0);
    for (const journal of ledger.journals) {
      expect(journal.sumPaise).toBe(0);
      expect(journal.orderNo).toBe(order?.orderNo);
    }
    expect((await get(ctx, token, `/${customerId}/repayments`)).json()).toEqual({ repayments: [], total: 0 });
    expect(
      (await get(ctx, token, `/${customerId}/messages?limit=100`))
        .json()
        .messages.map((m: { template: string }) => m.template),
    ).toContain('welcome');
    expect((await get(ctx, token, `/${customerId}/feedback`)).json()).toMatchObject({
      total: 1,
      feedback: [
        {
          text: 'When is my bill due?',
          status: 'answered',
          hasScreenshot: false,
          replies: [{ text: 'On the 30th.' }],
        },
      ],
    });
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, customerId));
    expect(audited).toHaveLength(1);
  });

  it("shows a day's accrual batch journal as the borrower's own lines, the rest of the books balanced", async () => {
    const first = await approvedCustomer(ctx, '9876541001');
    const second = await approvedCustomer(ctx, '9876541002');
    const orderId = await disbursedOrder(ctx, first.token);
    await disbursedOrder(ctx, second.token);
    ctx.clock.advanceSeconds(24 * 60 * 60);
    expect((await ctx.app.tick()).accrued).toBe(2);
    const order = await orderRepository.findById(ctx.database.db, orderId);
    const { token } = await staffSession(ctx, 'agent');

    const ledger = (await get(ctx, token, `/${first.customerId}/ledger`)).json();
    const batches = ledger.journals.filter((j: { batch: boolean }) => j.batch);
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch).toMatchObject({ kind: 'accrual', orderNo: order?.orderNo });
    expect(batch.eventKey).toMatch(/^accrual-batch:\d{4}-\d{2}-\d{2}:/);
    // Only this borrower's line: not the other loan's, not the batch's income.
    expect(batch.entries).toEqual([{ account: 'interest_receivable', amountPaise: expect.any(Number) }]);
    expect(batch.entries[0].amountPaise).toBeGreaterThan(0);
    expect(batch.sumPaise).toBe(batch.entries[0].amountPaise);
    for (const journal of ledger.journals.filter((j: { batch: boolean }) => !j.batch)) {
      expect(journal.sumPaise).toBe(0);
    }
    expect(ledger.balancePaise).toBe(0);
    expect(ledger.total).toBe(ledger.journals.length);
    // Paged: the batch row counts once in the total, wherever the page falls.
    const paged = (await get(ctx, token, `/${first.customerId}/ledger?limit=1&offset=0`)).json();
    expect(paged.total).toBe(ledger.total);
    expect(paged.journals).toHaveLength(1);
  });

  it('opens to every staff role but collectors, not to borrowers', async () => {
    const { token: borrower, customerId } = await logIn(ctx, '9876541111');
    for (const role of ALL_STAFF_ROLES) {
      const { token } = await staffSession(ctx, role);
      // A collector reaches a borrower only through a loan assigned to them (collections).
      const expected = role === 'collector' ? 403 : 200;
      expect((await get(ctx, token, '?q=1111')).statusCode, role).toBe(expected);
      expect((await get(ctx, token, `/${customerId}`)).statusCode, role).toBe(expected);
    }
    for (const path of ['?q=1111', `/${customerId}`, `/${customerId}/ledger`, `/${customerId}/messages`]) {
      const res = await get(ctx, borrower, path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code).toBe('STAFF_UNAUTHENTICATED');
    }
  });

  it('answers odd input with a 4xx and an unknown customer with 404', async () => {
    const { token } = await staffSession(ctx, 'risk');
    for (const q of ['', '12', 'abc%25', '1234567890', `${'9'.repeat(41)}`, "1234'--"]) {
      const res = await get(ctx, token, `?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBeTypeOf('string');
    }
    expect((await get(ctx, token, '')).statusCode).toBe(400);
    expect((await get(ctx, token, '?q=1234&limit=0')).statusCode).toBe(400);
    expect((await get(ctx, token, '?q=1234&limit=101')).statusCode).toBe(400);
    expect((await get(ctx, token, '?q=1234&offset=-1')).statusCode).toBe(400);
    expect((await get(ctx, token, '/not-a-uuid')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['', '/ledger', '/repayments', '/messages', '/feedback']) {
      const res = await get(ctx, token, `/${unknown}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
