import { bookBalances } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { loanAccountRepository, orderRepository } from '../../orders';
import { bookRepository } from '../book-repository';

const HOUR = 3600;
const key = () => `exit-key-${Math.random().toString(36).slice(2, 14)}`;

/** Rs 15,900 at 0.05% a day, paid out on 2025-01-15 at about 12:00 IST: a day's interest is Rs 7.95. */
async function paidOut(ctx: TestContext, phone: string) {
  const { token } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  const orderId = await disbursedOrder(ctx, token, 15_900_00);
  return { token, orderId };
}

const bill = async (ctx: TestContext, token: string, orderId: string) => {
  const res = await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/bill`, undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const repay = async (ctx: TestContext, token: string, orderId: string, body: unknown) => {
  const res = await call(ctx.app, 'POST', `/api/v1/orders/${orderId}/repayments`, body as never, {
    headers: { ...bearer(token), 'idempotency-key': key() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** The loan ended in the cooling-off period with nothing left on its books or in the ledger's receivables. */
async function closedClean(ctx: TestContext, orderId: string) {
  const db = ctx.database.db;
  expect((await orderRepository.findById(db, orderId))?.state).toBe('canceled_cooling_off');
  expect(await loanAccountRepository.find(db, orderId)).toMatchObject({ accruing: false });
  expect(bookBalances(await bookRepository.load(db, orderId))).toEqual({
    principalPaise: 0,
    interestPaise: 0,
    penalPaise: 0,
  });
  const balances = await ledgerRepository.orderBalances(db, orderId);
  expect(balances.principal_receivable ?? 0).toBe(0);
  expect(balances.interest_receivable ?? 0).toBe(0);
  expect(balances.penal_receivable ?? 0).toBe(0);
}

describe.each(drivers)('cooling-off exit on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('on the payout day offers the exit at no more than paying in full, and a settled exit closes the books', async () => {
    const { token, orderId } = await paidOut(ctx, '9876547001');
    const view = await bill(ctx, token, orderId);
    // It cost Rs 15,907.95 beside a payoff of Rs 15,900 before (issue 30, point 4).
    expect(view.payoff.totalPaise).toBe(15_900_00);
    expect(view.coolingOff.exitAmountPaise).toBeLessThanOrEqual(view.payoff.totalPaise);
    expect(view.coolingOff.exitAmountPaise).toBe(15_900_00);
    const order = (
      await call(ctx.app, 'GET', `/api/v1/orders/${orderId}`, undefined, { headers: bearer(token) })
    ).json();
    expect(order.coolingOff.exitAmountPaise).toBe(15_900_00);

    const r = await repay(ctx, token, orderId, { kind: 'cooling_off', method: 'gateway' });
    expect(r.amountPaise).toBe(15_900_00);
    await ctx.app.jobs.runDue();
    await call(ctx.app, 'POST', `/api/v1/repayments/${r.id}/simulate`, { outcome: 'succeeded' } as never, {
      headers: bearer(token),
    });
    const done = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${r.id}`, undefined, { headers: bearer(token) })
    ).json();
    expect(done).toMatchObject({
      state: 'succeeded',
      allocation: { principalPaise: 15_900_00, interestPaise: 0, penalPaise: 0, excessPaise: 0 },
    });
    await closedClean(ctx, orderId);
    expect((await bill(ctx, token, orderId)).display.state).toBe('canceled_cooling_off');
  });

  it('the next morning, still in the window, both offers cost the principal and a day of interest', async () => {
    const { token, orderId } = await paidOut(ctx, '9876547002');
    ctx.clock.advanceSeconds(14 * HOUR); // 02:00 IST the next day
    await ctx.app.tick();
    const view = await bill(ctx, token, orderId);
    expect(view.payoff.totalPaise).toBe(15_907_95);
    expect(view.coolingOff.exitAmountPaise).toBe(15_907_95);
  });

  it('an exit started before midnight and paid after it closes the loan at the amount quoted', async () => {
    const { token, orderId } = await paidOut(ctx, '9876547003');
    const r = await repay(ctx, token, orderId, { kind: 'cooling_off', method: 'upi' });
    expect(r.amountPaise).toBe(15_900_00);
    ctx.clock.advanceSeconds(13 * HOUR); // 01:00 IST: a day of interest has accrued meanwhile
    await ctx.app.tick();
    expect((await bill(ctx, token, orderId)).payoff.totalPaise).toBe(15_907_95);
    const sent = await call(
      ctx.app,
      'POST',
      `/api/v1/repayments/${r.id}/utr`,
      { utr: '512345678977' } as never,
      {
        headers: bearer(token),
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    ctx.clock.advanceSeconds(ctx.config.COLLECTION_CHECK_SECONDS);
    await ctx.app.jobs.runDue();
    const done = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${r.id}`, undefined, { headers: bearer(token) })
    ).json();
    expect(done).toMatchObject({
      state: 'succeeded',
      allocation: { principalPaise: 15_900_00, interestPaise: 0, excessPaise: 0 },
    });
    // The day's interest accrued after the quote is reversed, not charged.
    await closedClean(ctx, orderId);
  });
});
