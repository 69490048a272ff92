import { expect } from 'vitest';
import { bearer, call, type TestContext } from './test-app';

export type Json = Parameters<typeof call>[3];

/** An authenticated call under /api/v1 in the reader's language. */
export const send = (
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Json,
  lang = 'en',
) =>
  call(ctx.app, method, `/api/v1${path}`, body, { headers: { ...bearer(token), 'accept-language': lang } });

/** Confirms a Rs 10,000, 3-month withdrawal and returns the order's id. */
export async function newOrder(ctx: TestContext, token: string): Promise<string> {
  const res = await call(
    ctx.app,
    'POST',
    '/api/v1/orders',
    { amountPaise: 10_000_00, termMonths: 3 },
    { headers: { ...bearer(token), 'idempotency-key': 'sign-order-0001' } },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Opens the three documents, as signing requires. */
export async function readAll(ctx: TestContext, token: string, id: string): Promise<void> {
  for (const kind of ['kfs', 'letter', 'loan']) {
    expect((await send(ctx, token, 'POST', `/orders/${id}/documents/${kind}/read`)).statusCode).toBe(204);
  }
}
