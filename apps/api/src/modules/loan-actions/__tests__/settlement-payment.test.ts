import { addDays, bookBalances, istDayKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loanActionFlags, loanOrders } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { bookRepository } from '../../repayment';

const DAY = 24 * 3600;
const base = '/api/staff/v1/loan-actions';

/** The books equal the ledger, to the paisa. */
async function agree(ctx: TestContext, orderId: string) {
  const db = ctx.database.db;
  const balances = await ledgerRepository.orderBalances(db, orderId);
  const books = bookBalances(await bookRepository.load(db, orderId));
  expect(balances.principal_receivable ?? 0).toBe(books.principalPaise);
  expect(balances.interest_receivable ?? 0).toBe(books.interestPaise);
  expect(balances.penal_receivable ?? 0).toBe(books.penalPaise);
  return books;
}

describe.each(drivers)('a one-time settlement paid by the borrower on %s', (driver) => {
  const ctx = useTestApp(driver);
  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  /** A loan 40 days overdue, settled by risk and finance at `agreedPaise` payable by `payByDay`. */
  async function settledLoan(phone: string, agreedPaise: number, days: number) {
    const { token: first } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, first);
    ctx.clock.advanceSeconds(70 * DAY);
    await ctx.app.tick();
    const risk = await staffSession(ctx, 'risk');
    const finance = await staffSession(ctx, 'finance');
    const payByDay = addDays(istDayKey(ctx.clock.now()), days);
    const proposed = await call(
      ctx.app,
      'POST',
      `${base}/proposals`,
      {
        kind: 'settlement',
        payload: { orderId, agreedPaise, payByDay },
        reason: 'hardship, one-time',
      } as never,
      { headers: staffHeaders(risk.token) },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await call(
      ctx.app,
      'POST',
      `${base}/proposals/${proposed.json().id}/approve`,
      { reason: 'checked' } as never,
      { headers: staffHeaders(finance.token) },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // 70 days outlive the borrower's session: a fresh login to pay.
    return { token: (await logIn(ctx, phone)).token, orderId, payByDay };
  }

  const stateOf = async (orderId: string) =>
    (await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.id, orderId)))[0]?.state;
  const flagsOf = async (orderId: string) =>
    (await ctx.database.db.select().from(loanActionFlags).where(eq(loanActionFlags.orderId, orderId)))[0];

  it('paying the agreed amount through the repayment path closes the loan, reported settled', async () => {
    const { token, orderId } = await settledLoan('9876548101', 6_000_00, 30);
    const owed = await agree(ctx, orderId);
    expect(owed.principalPaise + owed.interestPaise + owed.penalPaise).toBe(6_000_00);

    const paid = await payBySimulator(ctx, token, orderId, { kind: 'full' });
    expect(paid.amountPaise).toBe(6_000_00);
    expect(await stateOf(orderId)).toBe('settled');
    expect(await agree(ctx, orderId)).toEqual({ principalPaise: 0, interestPaise: 0, penalPaise: 0 });
    expect(await flagsOf(orderId)).toMatchObject({
      reportingStatus: 'settled',
      settlementAgreedPaise: 6_000_00,
    });
    const balances = await ledgerRepository.orderBalances(ctx.database.db, orderId);
    expect(balances.waiver_expense).toBeGreaterThan(0);
  });

  it('past the deadline unpaid, the settlement stays: the agreed amount neither grows nor reverts', async () => {
    const { orderId, payByDay } = await settledLoan('9876548102', 6_000_00, 7);
    const before = await ledgerRepository.orderBalances(ctx.database.db, orderId);
    ctx.clock.advanceSeconds(20 * DAY);
    await ctx.app.tick();
    const again = (await logIn(ctx, '9876548102')).token;
    expect(istDayKey(ctx.clock.now()) > payByDay).toBe(true);
    const owed = await agree(ctx, orderId);
    expect(owed.principalPaise + owed.interestPaise + owed.penalPaise).toBe(6_000_00);
    expect(await ledgerRepository.orderBalances(ctx.database.db, orderId)).toEqual(before);
    expect(await flagsOf(orderId)).toMatchObject({ reportingStatus: 'settled' });
    expect((await payBySimulator(ctx, again, orderId, { kind: 'full' })).amountPaise).toBe(6_000_00);
    expect(await stateOf(orderId)).toBe('settled');
  });

  it('refuses a settlement without a deadline, or one in the past or beyond 90 days', async () => {
    const { token } = await approvedCustomer(ctx, '9876548103', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    const risk = await staffSession(ctx, 'risk');
    const today = istDayKey(ctx.clock.now());
    for (const payByDay of [undefined, today, addDays(today, 91)]) {
      const res = await call(
        ctx.app,
        'POST',
        `${base}/proposals`,
        {
          kind: 'settlement',
          payload: { orderId, agreedPaise: 1_000_00, payByDay },
          reason: 'test reason',
        } as never,
        { headers: staffHeaders(risk.token) },
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('LOAN_ACTION_NOT_ALLOWED');
    }
  });
});
