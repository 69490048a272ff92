import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from '../../../adapters/storage';
import {
  accountDeletionRequests,
  applications,
  customerEmails,
  customers,
  documentDeliveries,
  feedback,
  identityClaims,
  loanOrders,
  messages,
  photos,
} from '../../../db/schema';
import {
  approvedCustomer,
  completeApplication,
  contactsValues,
  putStep,
} from '../../../test/application-fixtures';
import { screenPng } from '../../../test/screenshot-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { createAccountErasure } from '../account-erasure';

const silent = { warn: () => undefined } as never;

function erasure(ctx: TestContext) {
  return createAccountErasure({
    db: ctx.database.db,
    clock: ctx.clock,
    sms: ctx.sms,
    storage: createFileStorage(ctx.config),
    proName: ctx.config.PRO_NAME,
    logger: silent,
  });
}

async function requestDeletion(ctx: TestContext, token: string): Promise<string> {
  const res = await call(ctx.app, 'POST', '/api/v1/me/deletion-request', {}, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A feedback with a screenshot, sent as the browser sends it (multipart). */
async function sendFeedback(ctx: TestContext, token: string): Promise<void> {
  const data = new FormData();
  data.append('text', 'The repayment page was slow today');
  data.append('screenshot', new Blob([new Uint8Array(screenPng())], { type: 'image/png' }), 'screen.png');
  const request = new Request('http://local/', { method: 'POST', body: data });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/feedback',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      ...bearer(token),
      'content-type': request.headers.get('content-type') ?? '',
      'idempotency-key': `erasure-feedback-${token.slice(-8)}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const me = (ctx: TestContext, token: string) =>
  call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) });

describe.each(drivers)('processing an account deletion on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('erases everything of someone who never borrowed, once, and tells them by SMS', async () => {
    const phone = '9876549001';
    const { token, customerId } = await logIn(ctx, phone);
    await completeApplication(ctx, { token, customerId });
    await sendFeedback(ctx, token);
    const [given] = await ctx.database.db.select().from(feedback).where(eq(feedback.customerId, customerId));
    const stored = await ctx.database.db.select().from(photos).where(eq(photos.customerId, customerId));
    const files = [
      ...stored.flatMap((p) => (p.storageKey ? [p.storageKey] : [])),
      given?.screenshotKey ?? '',
    ];
    expect(files.length).toBeGreaterThan(0);
    const storage = createFileStorage(ctx.config);
    const requestId = await requestDeletion(ctx, token);

    const outcome = await erasure(ctx).process(requestId);
    expect(outcome).toMatchObject({ processed: true, recordsKept: false, filesDeleted: files.length });
    expect(outcome.request.state).toBe('processed');
    for (const key of files) expect(await storage.get(key)).toBeNull();

    const db = ctx.database.db;
    expect(await db.select().from(applications).where(eq(applications.customerId, customerId))).toEqual([]);
    // The Aadhaar and PAN are free for whoever saves them next.
    expect(await db.select().from(identityClaims)).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.customerId, customerId))).toEqual([]);
    expect(await db.select().from(feedback).where(eq(feedback.customerId, customerId))).toEqual([]);
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer?.phone).toBe(`erased:${customerId}`);
    expect((await me(ctx, token)).statusCode).toBe(401);
    expect(ctx.sms.messages.at(-1)).toMatchObject({
      text: expect.stringContaining('your personal data erased'),
    });
    expect(ctx.sms.messages.at(-1)?.to).toContain(phone);

    // Processing again changes nothing and sends nothing.
    const sent = ctx.sms.messages.length;
    expect((await erasure(ctx).process(requestId)).processed).toBe(false);
    expect(ctx.sms.messages.length).toBe(sent);
    // The phone is free: logging in again (after the OTP resend wait) starts a new, empty account.
    ctx.clock.advance(61_000);
    const again = await logIn(ctx, phone);
    expect(again.customerId).not.toBe(customerId);
  });

  it('keeps the KYC and loan records of a borrower and erases the rest', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876549002');
    await putStep(ctx, token, 'contacts', contactsValues());
    await sendFeedback(ctx, token);
    const order = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      { headers: { ...bearer(token), 'idempotency-key': 'erasure-order-1' } },
    );
    expect(order.statusCode, order.body).toBe(201);
    const db = ctx.database.db;
    // While the loan is open the request is refused (spec §8: repay first) ...
    expect(
      (await call(ctx.app, 'POST', '/api/v1/me/deletion-request', {}, { headers: bearer(token) })).statusCode,
    ).toBe(409);
    // ... so settle it, then ask.
    await db.update(loanOrders).set({ state: 'settled' }).where(eq(loanOrders.customerId, customerId));
    const requestId = await requestDeletion(ctx, token);

    const outcome = await erasure(ctx).process(requestId);
    expect(outcome).toMatchObject({ processed: true, recordsKept: true });
    const [application] = await db.select().from(applications).where(eq(applications.customerId, customerId));
    expect(application?.accountEnc).toBeTruthy();
    expect(application?.steps.identity).toBeTruthy();
    expect(application?.steps.contacts).toBeUndefined();
    expect(application?.draftsEnc).toBeNull();
    expect(await db.select().from(loanOrders).where(eq(loanOrders.customerId, customerId))).toHaveLength(1);
    expect(await db.select().from(feedback).where(eq(feedback.customerId, customerId))).toHaveLength(1);
    expect(await db.select().from(messages).where(eq(messages.customerId, customerId))).toEqual([]);
    expect((await me(ctx, token)).statusCode).toBe(401);
    expect(ctx.sms.messages.at(-1)?.text).toContain('kept for 5 years');
  });

  it("erases a borrower's e-mail address and what the document deliveries keep of it", async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876549004');
    const order = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      { headers: { ...bearer(token), 'idempotency-key': 'erasure-order-email' } },
    );
    expect(order.statusCode, order.body).toBe(201);
    const db = ctx.database.db;
    const now = ctx.clock.now();
    await db
      .insert(customerEmails)
      .values({ customerId, email: 'asha@example.com', verifiedAt: now, updatedAt: now });
    const sent = { customerId, orderId: order.json().id, trigger: 'signing' as const, createdAt: now };
    await db.insert(documentDeliveries).values([
      {
        ...sent,
        kind: 'kfs',
        emailedTo: 'asha@example.com',
        linkCodeHash: 'ab'.repeat(32),
        linkCodeExpiresAt: now,
      },
      { ...sent, kind: 'loan', emailedTo: null },
    ]);
    await db.update(loanOrders).set({ state: 'settled' }).where(eq(loanOrders.customerId, customerId));

    const outcome = await erasure(ctx).process(await requestDeletion(ctx, token));
    expect(outcome).toMatchObject({ processed: true, recordsKept: true });
    expect(await db.select().from(customerEmails).where(eq(customerEmails.customerId, customerId))).toEqual(
      [],
    );
    const rows = await db
      .select()
      .from(documentDeliveries)
      .where(eq(documentDeliveries.customerId, customerId));
    // What was sent, and whether by e-mail, stays with the loan records; the address and a link code do not.
    expect(rows.map((r) => [r.kind, r.emailedTo, r.linkCodeHash, r.linkCodeExpiresAt]).sort()).toEqual([
      ['kfs', 'erased', null, null],
      ['loan', null, null, null],
    ]);
    expect(JSON.stringify(rows)).not.toContain('asha@');
  });

  it('refuses while a loan is open and an unknown request', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876549003');
    const requestId = await requestDeletion(ctx, token);
    const order = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      { headers: { ...bearer(token), 'idempotency-key': 'erasure-order-2' } },
    );
    expect(order.statusCode, order.body).toBe(201);
    await expect(erasure(ctx).process(requestId)).rejects.toMatchObject({ code: 'OUTSTANDING_ORDER' });
    const [request] = await ctx.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.customerId, customerId));
    expect(request?.state).toBe('requested');
    expect((await me(ctx, token)).statusCode).toBe(200);
    await expect(erasure(ctx).process('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
