import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asMandateSimulator, MANDATE_SIMULATOR_PATH } from '../../../adapters/mandate';
import { mandateDebits, mandates } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { MANDATE_SIGNATURE_HEADER, mandateWebhookSecret, signMandateWebhook } from '..';

const WEBHOOK = '/api/v1/webhooks/mandate';

async function loan(ctx: TestContext, phone: string, amountPaise?: number) {
  const { token, customerId } = await approvedCustomer(ctx, phone, { quotaPaise: 60_000_00 });
  const orderId = await disbursedOrder(ctx, token, amountPaise);
  return { token, customerId, orderId };
}

const setUp = (ctx: TestContext, token: string, orderId: string, body: Record<string, unknown>) =>
  call(
    ctx.app,
    'POST',
    `/api/v1/orders/${orderId}/mandate`,
    { consent: true, ...body },
    { headers: bearer(token) },
  );

const act = (ctx: TestContext, token: string, orderId: string, action: string) =>
  call(ctx.app, 'POST', `/api/v1/orders/${orderId}/mandate/${action}`, undefined, { headers: bearer(token) });

const read = async (ctx: TestContext, token: string, orderId: string) => {
  const res = await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/mandate`, undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The payer's answer on the simulator's page, as the browser posts it. */
const approve = (ctx: TestContext, ref: string, decision: 'approve' | 'decline', account = '') =>
  ctx.app.inject({
    method: 'POST',
    url: MANDATE_SIMULATOR_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ref, lang: 'en', account, decision }).toString(),
  });

const refOf = (approveUrl: string) => new URL(approveUrl, 'http://x').searchParams.get('ref') ?? '';

function webhook(ctx: TestContext, event: Record<string, unknown>, signature?: string) {
  const body = JSON.stringify({
    eventId: `evt_${randomUUID()}`,
    at: ctx.clock.now().toISOString(),
    ...event,
  });
  return ctx.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      [MANDATE_SIGNATURE_HEADER]: signature ?? signMandateWebhook(mandateWebhookSecret(ctx.config), body),
    },
    payload: body,
  });
}

/** A loan with a UPI AutoPay mandate approved on the simulator's page. */
async function activeMandate(ctx: TestContext, phone: string, account = '') {
  const l = await loan(ctx, phone);
  const created = await setUp(ctx, l.token, l.orderId, { rail: 'upi_autopay' });
  expect(created.statusCode, created.body).toBe(201);
  const ref = refOf(created.json().approveUrl);
  expect((await approve(ctx, ref, 'approve', account)).statusCode).toBe(303);
  return { ...l, ref, mandateId: created.json().id as string };
}

describe.each(drivers)('auto-debit mandates (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('shows the terms before set-up: the largest instalment, the account, as presented, end 30 days after the last due day', async () => {
    const { token, orderId } = await loan(ctx, '9811100001');
    expect(await read(ctx, token, orderId)).toBeNull();
    const res = await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/mandate/terms`, undefined, {
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const terms = res.json();
    expect(terms).toMatchObject({
      accountMasked: 'XXXX5678',
      startDay: '2025-01-15',
      frequency: 'as_presented',
      failedDebitChargePaise: 0,
      upiLimitPaise: 1_500_000,
    });
    expect(terms.maxAmountPaise).toBeGreaterThan(1_000_00);
    // The 3-month loan's last due day is 2025-04-15.
    expect(terms.endDay).toBe('2025-05-15');
  });

  it('sets up UPI AutoPay: pending with the intent and QR, approved on the simulator page, active by the signed webhook', async () => {
    const { token, orderId } = await loan(ctx, '9811100002');
    const res = await setUp(ctx, token, orderId, { rail: 'upi_autopay' });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({ state: 'pending', rail: 'upi_autopay', accountMasked: 'XXXX5678' });
    expect(view.upiIntent).toMatch(/^upi:\/\/mandate\?.*recur=ASPRESENTED/);
    expect(view.upiQrSvg).toContain('<svg');
    expect(view.approveUrl).toContain(MANDATE_SIMULATOR_PATH);

    const page = await ctx.app.inject({ method: 'GET', url: view.approveUrl.replace('lang=en', 'lang=hi') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('स्वीकार करें');

    const back = await approve(ctx, refOf(view.approveUrl), 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/autoDebit?orderId=${orderId}&mandate=done`);
    const active = await read(ctx, token, orderId);
    expect(active).toMatchObject({ state: 'active', approveUrl: null, upiIntent: null });
    expect(active.nextDebit).toMatchObject({ dueDay: '2025-01-30', state: 'scheduled' });
  });

  it('sets up e-NACH: no UPI intent; declined on the page, the mandate failed', async () => {
    const { token, orderId } = await loan(ctx, '9811100003');
    const res = await setUp(ctx, token, orderId, { rail: 'enach', maxAmountPaise: 5_000_00 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      rail: 'enach',
      maxAmountPaise: 5_000_00,
      upiIntent: null,
      upiQrSvg: null,
    });
    await approve(ctx, refOf(res.json().approveUrl), 'decline');
    expect(await read(ctx, token, orderId)).toMatchObject({ state: 'failed' });
    // A failed mandate is not open: another may be set up.
    expect((await setUp(ctx, token, orderId, { rail: 'enach' })).statusCode).toBe(201);
  });

  it("the simulator's test values: a UPI id ending 0000 fails at approval; 1111 fails every debit, others succeed", async () => {
    const failing = await activeMandate(ctx, '9811100004', '9876540000@ybl');
    expect(await read(ctx, failing.token, failing.orderId)).toMatchObject({ state: 'failed' });

    const gateway = ctx.app.core.parties.mandates;
    const broke = await activeMandate(ctx, '9811100005', '9876541111@ybl');
    expect(await read(ctx, broke.token, broke.orderId)).toMatchObject({ state: 'active' });
    const request = { gatewayRef: broke.ref, idempotencyKey: `${randomUUID()}:1`, amountPaise: 1_000_00 };
    expect(await gateway.debit(request)).toEqual({ status: 'pending' });
    expect(await gateway.debitStatus(request.idempotencyKey)).toEqual({
      status: 'failed',
      reason: 'insufficient_funds',
    });

    const fine = await activeMandate(ctx, '9811100006');
    const ok = { gatewayRef: fine.ref, idempotencyKey: `${randomUUID()}:1`, amountPaise: 1_000_00 };
    expect(await gateway.debit(ok)).toEqual({ status: 'pending' });
    const settled = await gateway.debitStatus(ok.idempotencyKey);
    expect(settled).toMatchObject({ status: 'succeeded', amountPaise: 1_000_00 });
    // Asking again with the key answers the same debit.
    expect(await gateway.debit(ok)).toEqual(settled);
    // Above the mandate's maximum, or on a paused mandate, the bank refuses.
    expect(await gateway.debit({ ...ok, idempotencyKey: 'big:1', amountPaise: 99_000_00 })).toEqual({
      status: 'pending',
    });
    expect(await gateway.debitStatus('big:1')).toEqual({ status: 'failed', reason: 'mandate_inactive' });
    // Its results go out as signed webhooks through our route.
    const simulator = asMandateSimulator(gateway);
    expect((await simulator?.dueWebhooks(50))?.length).toBeGreaterThan(0);
    await ctx.app.mandates.deliverSimulatorWebhooks();
    expect(await simulator?.dueWebhooks(50)).toEqual([]);
  });

  it("refuses UPI AutoPay above the limit (e-NACH takes it), a maximum above the loan's total, and a loan not paid out", async () => {
    const { token, orderId } = await loan(ctx, '9811100007', 50_000_00);
    const upi = await setUp(ctx, token, orderId, { rail: 'upi_autopay', maxAmountPaise: 16_000_00 });
    expect(upi.statusCode, upi.body).toBe(422);
    expect(upi.json()).toMatchObject({ code: 'MANDATE_UPI_LIMIT' });
    expect(upi.json().message).toContain('15,000');
    const tooHigh = await setUp(ctx, token, orderId, { rail: 'enach', maxAmountPaise: 90_000_00 });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().code).toBe('MANDATE_AMOUNT_TOO_HIGH');
    expect(await ctx.database.db.select().from(mandates).where(eq(mandates.orderId, orderId))).toEqual([]);
    expect((await setUp(ctx, token, orderId, { rail: 'enach', maxAmountPaise: 16_000_00 })).statusCode).toBe(
      201,
    );

    const other = await approvedCustomer(ctx, '9811100008');
    const created = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      { headers: { ...bearer(other.token), 'idempotency-key': 'mandate-not-disbursed' } },
    );
    const notPaid = await setUp(ctx, other.token, created.json().id, { rail: 'enach' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().code).toBe('MANDATE_NOT_ALLOWED');
  });

  it('refuses a second open mandate, also when two set-ups race; no consent is 400', async () => {
    const { token, orderId } = await loan(ctx, '9811100009');
    const noConsent = await call(
      ctx.app,
      'POST',
      `/api/v1/orders/${orderId}/mandate`,
      { rail: 'enach', consent: false },
      { headers: bearer(token) },
    );
    expect(noConsent.statusCode).toBe(400);
    const both = await Promise.all([
      setUp(ctx, token, orderId, { rail: 'enach' }),
      setUp(ctx, token, orderId, { rail: 'upi_autopay' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('MANDATE_EXISTS');
    const again = await setUp(ctx, token, orderId, { rail: 'enach' });
    expect(again.json().code).toBe('MANDATE_EXISTS');
  });

  it("another customer's order is 404 on every route, and nothing changes", async () => {
    const mine = await activeMandate(ctx, '9811100010');
    const stranger = await approvedCustomer(ctx, '9811100011');
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/terms'],
      ['POST', ''],
      ['POST', '/pause'],
      ['POST', '/resume'],
      ['POST', '/revoke'],
    ] as const) {
      const body = method === 'POST' && path === '' ? { rail: 'enach', consent: true } : undefined;
      const res = await call(ctx.app, method, `/api/v1/orders/${mine.orderId}/mandate${path}`, body, {
        headers: bearer(stranger.token),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await read(ctx, mine.token, mine.orderId)).toMatchObject({ state: 'active' });
  });

  it('pause, resume and revoke take effect at once, here and at the gateway; pausing cancels a notified debit', async () => {
    const { token, orderId, ref, mandateId, customerId } = await activeMandate(ctx, '9811100012');
    const gateway = ctx.app.core.parties.mandates;
    const now = ctx.clock.now();
    const [notified] = await ctx.database.db
      .insert(mandateDebits)
      .values({
        mandateId,
        orderId,
        customerId,
        instalmentNumber: 1,
        dueDay: '2025-01-30',
        state: 'notified',
        amountPaise: 3_000_00,
        attempt: 1,
        idempotencyKey: `${randomUUID()}:1`,
        notifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    const paused = await act(ctx, token, orderId, 'pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ state: 'paused', nextDebit: null });
    expect(paused.json().debits).toEqual([expect.objectContaining({ id: notified?.id, state: 'cancelled' })]);
    expect(await gateway.status(ref)).toBe('paused');
    expect((await act(ctx, token, orderId, 'pause')).json().state).toBe('paused');

    const resumed = await act(ctx, token, orderId, 'resume');
    expect(resumed.json()).toMatchObject({ state: 'active' });
    expect(await gateway.status(ref)).toBe('active');

    const revoked = await act(ctx, token, orderId, 'revoke');
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    expect(await gateway.status(ref)).toBe('revoked');
    const [row] = await ctx.database.db.select().from(mandates).where(eq(mandates.id, mandateId));
    expect(row).toMatchObject({ revokedBy: 'borrower' });
    expect(row?.revokedAt).not.toBeNull();

    for (const action of ['pause', 'resume']) {
      const res = await act(ctx, token, orderId, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MANDATE_INACTIVE');
    }
    // Revoked: a new one may be set up.
    expect((await setUp(ctx, token, orderId, { rail: 'enach' })).statusCode).toBe(201);
  });

  it('webhooks: a bad signature is 401, an unknown mandate 404, a replay and an out-of-order event change nothing', async () => {
    const { token, orderId, ref } = await activeMandate(ctx, '9811100013');

    const forged = await webhook(ctx, { kind: 'mandate.revoked', gatewayRef: ref }, 'sha256=00');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await webhook(ctx, { kind: 'mandate.revoked', gatewayRef: ref }, '');
    expect(unsigned.statusCode).toBe(401);

    const unknown = await webhook(ctx, { kind: 'mandate.revoked', gatewayRef: 'SIMM000000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MANDATE_NOT_FOUND');
    expect(await read(ctx, token, orderId)).toMatchObject({ state: 'active' });

    const pausedEvent = { eventId: 'evt_paused_1', kind: 'mandate.paused', gatewayRef: ref };
    expect((await webhook(ctx, pausedEvent)).json()).toEqual({ outcome: 'applied' });
    expect(await read(ctx, token, orderId)).toMatchObject({ state: 'paused' });
    // The borrower resumes; the same paused event delivered again does nothing.
    await act(ctx, token, orderId, 'resume');
    expect((await webhook(ctx, pausedEvent)).json()).toEqual({ outcome: 'duplicate' });
    expect(await read(ctx, token, orderId)).toMatchObject({ state: 'active' });

    expect((await webhook(ctx, { kind: 'mandate.revoked', gatewayRef: ref })).json().outcome).toBe('applied');
    const [row] = await ctx.database.db.select().from(mandates).where(eq(mandates.gatewayRef, ref));
    expect(row).toMatchObject({ state: 'revoked', revokedBy: 'gateway' });
    // Late and out of order: states only move forward.
    for (const kind of ['mandate.active', 'mandate.resumed', 'mandate.paused', 'mandate.failed']) {
      expect((await webhook(ctx, { kind, gatewayRef: ref })).json()).toEqual({ outcome: 'ignored' });
    }
    expect(await read(ctx, token, orderId)).toMatchObject({ state: 'revoked' });

    // A debit result for a key we never requested changes nothing; one without its key is refused.
    const stray = await webhook(ctx, {
      kind: 'debit.succeeded',
      gatewayRef: ref,
      idempotencyKey: 'never:1',
      amountPaise: 100,
      debitRef: 'X',
    });
    expect(stray.json()).toEqual({ outcome: 'ignored' });
    expect((await webhook(ctx, { kind: 'debit.failed', gatewayRef: ref })).statusCode).toBe(400);
    expect((await webhook(ctx, { kind: 'mandate.nonsense', gatewayRef: ref })).statusCode).toBe(400);
  });
});
