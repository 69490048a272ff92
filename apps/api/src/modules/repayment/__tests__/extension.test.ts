import { bookBalances, ERROR_CATALOGUE } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loanOrders } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { bookRepository } from '../book-repository';

const DAY = 24 * 3600;
const key = () => `ext-key-${Math.random().toString(36).slice(2, 14)}`;

/** An approved borrower with Rs 10,000 over 3 months at 0.05% a day, disbursed on 2025-01-15 (first due 2025-01-30). */
async function disbursedLoan(ctx: TestContext, phone: string) {
  const { token } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  const orderId = await disbursedOrder(ctx, token);
  return { token, orderId };
}

/** The bill, after checking that the books and the ledger agree to the paisa. */
async function bill(ctx: TestContext, token: string, orderId: string) {
  const db = ctx.database.db;
  const balances = await ledgerRepository.orderBalances(db, orderId);
  const books = bookBalances(await bookRepository.load(db, orderId));
  expect(balances.principal_receivable ?? 0).toBe(books.principalPaise);
  expect(balances.interest_receivable ?? 0).toBe(books.interestPaise);
  expect(balances.penal_receivable ?? 0).toBe(books.penalPaise);
  const res = await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/bill`, undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const repay = (ctx: TestContext, token: string, orderId: string, kind: string, lang = 'en') =>
  call(ctx.app, 'POST', `/api/v1/orders/${orderId}/repayments`, { kind, method: 'gateway' } as never, {
    headers: { ...bearer(token), 'idempotency-key': key(), 'accept-language': lang },
  });

/** Pays `kind` through the gateway (the simulator says it succeeded); returns the repayment. */
async function pay(ctx: TestContext, token: string, orderId: string, kind: string) {
  const started = await repay(ctx, token, orderId, kind);
  expect(started.statusCode, started.body).toBe(201);
  await ctx.app.jobs.runDue();
  const paid = await call(
    ctx.app,
    'POST',
    `/api/v1/repayments/${started.json().id}/simulate`,
    { outcome: 'succeeded' } as never,
    { headers: bearer(token) },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().state).toBe('succeeded');
  return { started: started.json(), paid: paid.json() };
}

async function days(ctx: TestContext, n: number) {
  ctx.clock.advanceSeconds(n * DAY);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

const sum = (rows: { interestPaise: number }[]) => rows.reduce((s, r) => s + r.interestPaise, 0);

describe.each(drivers)('extension on %s (issue 30, point 3)', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it.each([
    ['before the due day', '9876547001', 10],
    ['overdue', '9876547002', 20],
  ])('quotes the whole cost %s, and the books then charge exactly that', async (_when, phone, wait) => {
    const { token, orderId } = await disbursedLoan(ctx, phone);
    await days(ctx, wait);
    const before = await bill(ctx, token, orderId);
    const quote = before.extension;
    // The whole cost before paying: the parts add up, paid now and later told apart.
    expect(quote.totalPaise).toBe(quote.interestPaise + quote.penalPaise + quote.feePaise + quote.gstPaise);
    expect(quote.costPaise).toBe(quote.feePaise + quote.gstPaise + quote.addedInterestPaise);
    // 15 added days on the Rs 10,000 owed at 0.05% a day, at least.
    expect(quote.addedInterestPaise).toBeGreaterThanOrEqual(75_00);
    expect(quote.allowance).toEqual({ max: 2, used: 0, left: 2 });
    expect(quote.newDueDays[0]).toBe(quote.newDueDay);
    if (wait > 15) expect(quote.penalPaise).toBeGreaterThan(0);
    // Day 10: Rs 50 interest to date + Rs 100 fee + Rs 18 GST now; the 15 added days cost Rs 75 more.
    if (wait === 10)
      expect(quote).toMatchObject({ totalPaise: 168_00, addedInterestPaise: 75_00, costPaise: 193_00 });

    const { started, paid } = await pay(ctx, token, orderId, 'extension');
    expect(started.amountPaise).toBe(quote.totalPaise);
    expect(paid.allocation).toEqual({
      principalPaise: 0,
      interestPaise: quote.interestPaise,
      penalPaise: quote.penalPaise,
      excessPaise: 0,
      feePaise: quote.feePaise,
      gstPaise: quote.gstPaise,
    });

    const after = await bill(ctx, token, orderId);
    // The interest the added days put on the loan is what the quote said, to the paisa.
    expect(sum(after.instalments) - sum(before.instalments)).toBe(quote.addedInterestPaise);
    expect(after.interestPaise - before.interestPaise).toBe(quote.addedInterestPaise);
    const open = after.instalments.filter((i: { paidDay: string | null }) => i.paidDay === null);
    expect(open.map((i: { dueDay: string }) => i.dueDay)).toEqual(quote.newDueDays);
    expect(open[0].owedPaise).toBe(quote.dueAtNewDueDayPaise);
    expect(after.payablePrincipalPaise).toBe(quote.principalPaise);
    expect(after.extension.allowance).toEqual({ max: 2, used: 1, left: 1 });

    // On the new due day the bill is what the quote said would fall due then, with no overdue charge.
    const { token: again } = await logIn(ctx, phone);
    while ((await bill(ctx, again, orderId)).businessDay < quote.newDueDay) await days(ctx, 1);
    const due = await bill(ctx, again, orderId);
    expect(due.display.state).toBe('due_today');
    expect(due.bill).toMatchObject({ penalPaise: 0, totalPaise: quote.dueAtNewDueDayPaise });
  });

  it('refuses a third extension in a row with EXTENSION_LIMIT_REACHED, until an instalment is paid', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876547003');
    await days(ctx, 5);
    await pay(ctx, token, orderId, 'extension');
    await days(ctx, 5);
    await pay(ctx, token, orderId, 'extension');
    const capped = await bill(ctx, token, orderId);
    expect(capped.extension.allowance).toEqual({ max: 2, used: 2, left: 0 });

    for (const lang of ['en', 'hi', 'zh'] as const) {
      const refused = await repay(ctx, token, orderId, 'extension', lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('EXTENSION_LIMIT_REACHED');
      expect(refused.json().message).toBe(
        ERROR_CATALOGUE.EXTENSION_LIMIT_REACHED[lang].replace('{{max}}', '2'),
      );
    }
    // Nothing was charged and nothing moved.
    expect((await bill(ctx, token, orderId)).repaymentDay).toBe(capped.repaymentDay);

    // Paying the instalment due starts the count again.
    await pay(ctx, token, orderId, 'bill');
    const reset = await bill(ctx, token, orderId);
    expect(reset.instalments[0].paidDay).not.toBeNull();
    expect(reset.extension.allowance).toEqual({ max: 2, used: 0, left: 2 });
    await pay(ctx, token, orderId, 'extension');
    expect((await bill(ctx, token, orderId)).extension.allowance).toEqual({ max: 2, used: 1, left: 1 });
  });

  it('takes the cap from the order: a lower one, and the default for an order priced before the cap existed', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876547004');
    const db = ctx.database.db;
    const setPricing = (value: ReturnType<typeof sql>) =>
      db
        .update(loanOrders)
        .set({ pricing: value as never })
        .where(eq(loanOrders.id, orderId));
    await setPricing(sql`${loanOrders.pricing} - 'maxConsecutiveExtensions'`);
    expect((await bill(ctx, token, orderId)).extension.allowance).toEqual({ max: 2, used: 0, left: 2 });

    await setPricing(sql`jsonb_set(${loanOrders.pricing}, '{maxConsecutiveExtensions}', '1')`);
    await pay(ctx, token, orderId, 'extension');
    expect((await bill(ctx, token, orderId)).extension.allowance).toEqual({ max: 1, used: 1, left: 0 });
    const refused = await repay(ctx, token, orderId, 'extension');
    expect(refused.json()).toMatchObject({ code: 'EXTENSION_LIMIT_REACHED' });
    expect(refused.json().message).toContain('1');
  });
});
