import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

describe.each(drivers)('account deletion request on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('is recorded once and confirmed in the message center and by SMS', async () => {
    const { token, customerId } = await logIn(ctx, '9876548001');
    const ask = (body: unknown) =>
      call(ctx.app, 'POST', '/api/v1/me/deletion-request', body as never, { headers: bearer(token) });
    expect(
      (
        await call(ctx.app, 'GET', '/api/v1/me/deletion-request', undefined, { headers: bearer(token) })
      ).json(),
    ).toBeNull();

    const first = await ask({ reason: 'I no longer need a loan' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      state: 'requested',
      requestedAt: ctx.clock.now().toISOString(),
      processedAt: null,
    });
    const both = await Promise.all([ask({}), ask({})]);
    for (const res of both) {
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(first.json().id);
    }
    const notes = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(notes.filter((m) => m.template === 'account_deletion_requested')).toHaveLength(1);
    expect(ctx.sms.messages.at(-1)?.text).toContain('we received your request to delete your account');
    expect(
      (
        await call(ctx.app, 'GET', '/api/v1/me/deletion-request', undefined, { headers: bearer(token) })
      ).json().id,
    ).toBe(first.json().id);

    for (const odd of [{ reason: 'x'.repeat(501) }, { reason: 42 }, { extra: true }, [], 'text']) {
      expect([400, 415]).toContain((await ask(odd)).statusCode);
    }
    expect((await call(ctx.app, 'POST', '/api/v1/me/deletion-request', {})).statusCode).toBe(401);
  });

  it('waits while a loan is open: repay first', async () => {
    const { token } = await approvedCustomer(ctx, '9876548002');
    const order = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      {
        headers: { ...bearer(token), 'idempotency-key': 'deletion-order-1' },
      },
    );
    expect(order.statusCode).toBe(201);
    const res = await call(ctx.app, 'POST', '/api/v1/me/deletion-request', {}, { headers: bearer(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUTSTANDING_ORDER',
      message: 'Please repay first; outstanding orders exist.',
    });
  });
});
