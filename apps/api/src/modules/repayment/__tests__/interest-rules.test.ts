import { addDays, bookBalances } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { transact } from '../../../db/transaction';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { billOf as bill, payBySimulator } from '../../../test/repayment-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { applicationRepository } from '../../application';
import { startDisbursal } from '../../disbursal';
import { loanAccountRepository, orderRepository } from '../../orders';
import { bookRepository } from '../book-repository';

const DAY = 24 * 3600;

/** Moves the clock by whole days and runs what the clock drives. */
async function days(ctx: TestContext, n: number) {
  ctx.clock.advanceSeconds(n * DAY);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

/** The books and the ledger agree, to the paisa. */
async function agree(ctx: TestContext, orderId: string) {
  const balances = await ledgerRepository.orderBalances(ctx.database.db, orderId);
  const books = bookBalances(await bookRepository.load(ctx.database.db, orderId));
  expect(balances.principal_receivable ?? 0).toBe(books.principalPaise);
  expect(balances.interest_receivable ?? 0).toBe(books.interestPaise);
  expect(balances.penal_receivable ?? 0).toBe(books.penalPaise);
}

describe.each(drivers)('interest rules of decision 069 on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('charges no interest for the days a failed payout took to fix: the books run from the payout day', async () => {
    // The payout simulator refuses accounts ending 0000.
    const { token } = await approvedCustomer(ctx, '9876546901', {
      account: '50100012340000',
      dailyRatePpm: 500,
    });
    const created = await call(
      ctx.app,
      'POST',
      '/api/v1/orders',
      { amountPaise: 10_000_00, termMonths: 3 },
      { headers: { ...bearer(token), 'idempotency-key': 'rules-late-payout-order' } },
    );
    expect(created.statusCode, created.body).toBe(201);
    const orderId: string = created.json().id;
    await transact(ctx.database.db, async (tx) => {
      const order = await orderRepository.findById(tx, orderId);
      const application = order ? await applicationRepository.findById(tx, order.applicationId) : undefined;
      if (!order || !application) throw new Error('no order');
      await startDisbursal(tx, order, application, ctx.clock.now());
    });
    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
    await ctx.app.jobs.runDue();
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('disburse_failed');

    // Two days later (inside the 72 hours) the borrower gives a good account and the payout goes through.
    await days(ctx, 2);
    const fixed = await call(
      ctx.app,
      'PUT',
      `/api/v1/orders/${orderId}/bank`,
      {
        ifsc: 'SBIN0000001',
        accountNumber: '50100099998888',
        confirmAccountNumber: '50100099998888',
      } as never,
      { headers: bearer(token) },
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    await ctx.app.jobs.runDue();
    ctx.clock.advanceSeconds(ctx.config.PAYOUT_SETTLE_SECONDS);
    await ctx.app.jobs.runDue();
    const order = await orderRepository.findById(ctx.database.db, orderId);
    expect(order?.state).toBe('disbursed');
    expect(order?.startDay).toBe('2025-01-15');
    // The signed schedule keeps its dates; the books start on the payout day, 2025-01-17.
    expect(order?.schedule[0]?.dueDay).toBe('2025-01-30');
    const books = await bookRepository.load(ctx.database.db, orderId);
    expect(books[0]).toMatchObject({ periodStart: '2025-01-17', dueDay: '2025-02-01', interestPaise: 75_00 });
    expect(books.map((i) => i.dueDay)).toEqual(order?.schedule.map((row) => addDays(row.dueDay, 2)));
    expect(await loanAccountRepository.find(ctx.database.db, orderId)).toMatchObject({
      accruedThrough: '2025-01-17',
    });
    expect(ctx.sms.messages.at(-1)?.text).toContain('01-02-2025');

    const onPayout = await bill(ctx, token, orderId);
    expect(onPayout.borrowingDay).toBe('2025-01-17');
    expect(onPayout.repaymentDay).toBe('2025-02-01');
    expect(onPayout.payoff.interestPaise).toBe(0);
    expect(onPayout.instalments.map((i: { dueDay: string }) => i.dueDay)).toEqual(books.map((i) => i.dueDay));
    const view = (
      await call(ctx.app, 'GET', `/api/v1/orders/${orderId}`, undefined, { headers: bearer(token) })
    ).json();
    expect(view.quote.schedule[0].dueDay).toBe('2025-01-30');
    expect(view.schedule.map((i: { dueDay: string }) => i.dueDay)).toEqual(books.map((i) => i.dueDay));

    // Ten days after the payout: ten days of interest (Rs 50), not twelve.
    await days(ctx, 10);
    expect((await bill(ctx, token, orderId)).payoff.interestPaise).toBe(50_00);
    // On the moved due day the first instalment has earned exactly the signed Rs 75.
    await days(ctx, 5);
    const due = await bill(ctx, token, orderId);
    expect(due.display).toEqual({ state: 'due_today', days: 0 });
    expect(due.bill).toMatchObject({ principalPaise: 1_666_67, interestPaise: 75_00, penalPaise: 0 });
    expect((await ledgerRepository.orderBalances(ctx.database.db, orderId)).interest_receivable).toBe(75_00);
    await agree(ctx, orderId);
  });

  it('lowers the interest after a part payment, on the bill at once', async () => {
    const { token } = await approvedCustomer(ctx, '9876546902', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    await days(ctx, 10);
    const before = await bill(ctx, token, orderId);
    expect(before.bill).toMatchObject({ principalPaise: 1_666_67, interestPaise: 75_00 });
    const { settled: paid } = await payBySimulator(ctx, token, orderId, {
      kind: 'partial',
      amountPaise: 5_000_00,
    });
    expect(paid.allocation).toMatchObject({ interestPaise: 50_00, principalPaise: 4_950_00, excessPaise: 0 });

    // Rs 50 for the 10 days on Rs 10,000, then 5 days on the Rs 5,050 still owed: Rs 12.63 more, not Rs 25.
    const after = await bill(ctx, token, orderId);
    expect(after.bill).toMatchObject({ principalPaise: 0, interestPaise: 12_63, totalPaise: 12_63 });
    expect(after.instalments[0]).toMatchObject({ interestPaise: 62_63 });
    // Every later instalment runs on what it still owes (instalment 2: Rs 5,050 for 15 days).
    expect(after.instalments[1]).toMatchObject({ interestPaise: 37_88 });
    expect(after.interestPaise).toBeLessThan(before.interestPaise);
    expect(after.payablePrincipalPaise).toBe(5_050_00);
    await agree(ctx, orderId);

    // The due day: the books earned exactly the lower interest, and the bill closes the instalment.
    await days(ctx, 5);
    const due = await bill(ctx, token, orderId);
    expect(due.bill).toMatchObject({ principalPaise: 0, interestPaise: 12_63, totalPaise: 12_63 });
    expect((await ledgerRepository.orderBalances(ctx.database.db, orderId)).interest_receivable).toBe(12_63);
    await payBySimulator(ctx, token, orderId, { kind: 'bill' });
    const next = await bill(ctx, token, orderId);
    expect(next.instalments[0].state).toBe('paid');
    expect(next.bill).toMatchObject({ principalPaise: 0, interestPaise: 37_88 });
    await agree(ctx, orderId);
  });

  it('closes the loan with a part payment that covers the payoff', async () => {
    const { token } = await approvedCustomer(ctx, '9876546903', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    await days(ctx, 12);
    const payoff = (await bill(ctx, token, orderId)).payoff;
    expect(payoff).toMatchObject({ principalPaise: 10_000_00, interestPaise: 60_00, penalPaise: 0 });
    const { settled: paid } = await payBySimulator(ctx, token, orderId, {
      kind: 'partial',
      amountPaise: payoff.totalPaise,
    });
    expect(paid.state).toBe('succeeded');
    const view = await bill(ctx, token, orderId);
    expect(view.display.state).toBe('settled');
    expect(view.ledgerOutstandingPaise).toBe(0);
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('settled');
    await agree(ctx, orderId);
  });
});
