import { expect } from 'vitest';
import { transact } from '../db/transaction';
import { applicationRepository } from '../modules/application';
import { startDisbursal } from '../modules/disbursal';
import { orderRepository } from '../modules/orders';
import { bearer, call, type TestContext } from './test-app';

let orders = 0;

/**
 * An order of Rs 10,000 (or `amountPaise`) over 3 months (or `termMonths`) for an approved customer, handed to
 * the disbursal as signing does and paid out by the payout simulator: for
 * suites about what comes after the money arrived (signing itself is tested
 * through the API in the documents suites).
 */
export async function disbursedOrder(
  ctx: TestContext,
  token: string,
  amountPaise = 10_000_00,
  termMonths = 3,
): Promise<string> {
  orders += 1;
  const res = await call(
    ctx.app,
    'POST',
    '/api/v1/orders',
    { amountPaise, termMonths },
    { headers: { ...bearer(token), 'idempotency-key': `disbursed-order-${process.pid}-${orders}` } },
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
  ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
  await ctx.app.jobs.runDue();
  expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('disbursed');
  return orderId;
}
