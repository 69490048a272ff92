// A loan's bill and a repayment paid through the gateway simulator, as the repayment tests use them.
import { expect } from 'vitest';
import { bearer, call, type TestContext } from './test-app';

let repayments = 0;

/** GET the order's bill as the borrower. */
export async function billOf(ctx: TestContext, token: string, orderId: string) {
  const res = await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/bill`, undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A repayment through the gateway simulator, settled: its amount as started, and the settled view. */
export async function payBySimulator(
  ctx: TestContext,
  token: string,
  orderId: string,
  body: Record<string, unknown>,
) {
  repayments += 1;
  const started = await call(
    ctx.app,
    'POST',
    `/api/v1/orders/${orderId}/repayments`,
    { method: 'gateway', ...body } as never,
    { headers: { ...bearer(token), 'idempotency-key': `repay-${process.pid}-${repayments}-${Date.now()}` } },
  );
  expect(started.statusCode, started.body).toBe(201);
  await ctx.app.jobs.runDue();
  const done = await call(
    ctx.app,
    'POST',
    `/api/v1/repayments/${started.json().id}/simulate`,
    { outcome: 'succeeded' } as never,
    { headers: bearer(token) },
  );
  expect(done.statusCode, done.body).toBe(200);
  return { amountPaise: started.json().amountPaise as number, settled: done.json() };
}
