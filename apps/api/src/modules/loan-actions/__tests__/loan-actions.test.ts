import { addDays, bookBalances, istDayKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loanAccounts, loanActionFlags } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { bookRepository } from '../../repayment';

const DAY = 24 * 3600;
const base = '/api/staff/v1/loan-actions';

async function loan(ctx: TestContext, phone: string) {
  const { token } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  return disbursedOrder(ctx, token);
}

/** The books equal the ledger, to the paisa. */
async function agree(ctx: TestContext, orderId: string) {
  const db = ctx.database.db;
  const balances = await ledgerRepository.orderBalances(db, orderId);
  const books = bookBalances(await bookRepository.load(db, orderId));
  expect(balances.principal_receivable ?? 0).toBe(books.principalPaise);
  expect(balances.interest_receivable ?? 0).toBe(books.interestPaise);
  expect(balances.penal_receivable ?? 0).toBe(books.penalPaise);
  return { balances, books };
}

describe.each(drivers)('loan actions under maker-checker on %s', (driver) => {
  const ctx = useTestApp(driver);
  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  const propose = (token: string, kind: string, payload: unknown) =>
    call(ctx.app, 'POST', `${base}/proposals`, { kind, payload, reason: 'test reason' } as never, {
      headers: staffHeaders(token),
    });
  const decide = (token: string, id: string, verb: 'approve' | 'reject') =>
    call(ctx.app, 'POST', `${base}/proposals/${id}/${verb}`, { reason: 'checked' } as never, {
      headers: staffHeaders(token),
    });

  it('waives penal charges: own and same-role approval refused, above owed refused, rejection changes nothing', async () => {
    const orderId = await loan(ctx, '9876547001');
    ctx.clock.advanceSeconds(25 * DAY);
    await ctx.app.tick();
    const { books } = await agree(ctx, orderId);
    expect(books.penalPaise).toBeGreaterThan(0);
    const maker = await staffSession(ctx, 'finance');
    const sameRole = await staffSession(ctx, 'finance');
    const checker = await staffSession(ctx, 'admin');

    const tooMuch = await propose(maker.token, 'waiver', { orderId, amountPaise: books.penalPaise + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('WAIVER_ABOVE_OWED');

    const ok = await propose(maker.token, 'waiver', { orderId, amountPaise: books.penalPaise });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().id;
    const waiting = await call(ctx.app, 'GET', `${base}/proposals`, undefined, {
      headers: staffHeaders(checker.token),
    });
    const listed = waiting.json().items.find((p: { id: string }) => p.id === id);
    expect(listed).toMatchObject({ kind: 'waiver', orderId, orderNo: expect.any(String) });
    expect(listed.customerName).toEqual(expect.any(String));
    const mine = await call(ctx.app, 'GET', `${base}/proposals`, undefined, {
      headers: staffHeaders(maker.token),
    });
    expect(mine.json().items.some((p: { id: string }) => p.id === id)).toBe(false);
    const page = await call(ctx.app, 'GET', `${base}/loans/${orderId}/proposals`, undefined, {
      headers: staffHeaders(checker.token),
    });
    expect(page.json().loan).toMatchObject({ orderId, penalPaise: books.penalPaise, reportingStatus: null });
    expect(page.json().items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await decide(maker.token, id, 'approve')).json().code).toBe('PROPOSAL_SAME_PERSON');
    expect((await decide(sameRole.token, id, 'approve')).json().code).toBe('PROPOSAL_SAME_ROLE');
    expect((await agree(ctx, orderId)).books.penalPaise).toBe(books.penalPaise);

    const approved = await decide(checker.token, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().state).toBe('executed');
    const after = await agree(ctx, orderId);
    expect(after.books.penalPaise).toBe(0);
    expect(after.balances.waiver_expense).toBe(books.penalPaise);
    expect((await decide(checker.token, id, 'approve')).json().code).toBe('PROPOSAL_ALREADY_DECIDED');

    const second = await propose(maker.token, 'write_off', { orderId });
    const rejected = await decide(checker.token, second.json().id, 'reject');
    expect(rejected.json().state).toBe('rejected');
    expect(await agree(ctx, orderId)).toEqual(after);
  });

  it('writes a loan off, then takes a recovery; settles at the agreed amount; restructures', async () => {
    const maker = await staffSession(ctx, 'finance');
    const checker = await staffSession(ctx, 'admin');
    const run = async (kind: string, payload: Record<string, unknown>) => {
      const p = await propose(maker.token, kind, payload);
      expect(p.statusCode, p.body).toBe(201);
      const a = await decide(checker.token, p.json().id, 'approve');
      expect(a.statusCode, a.body).toBe(200);
      return a.json();
    };

    const written = await loan(ctx, '9876547002');
    const before = await agree(ctx, written);
    const owed = before.books.principalPaise + before.books.interestPaise + before.books.penalPaise;
    expect((await run('write_off', { orderId: written })).result.writtenOffPaise).toBe(owed);
    const w = await agree(ctx, written);
    expect(w.books).toEqual({ principalPaise: 0, interestPaise: 0, penalPaise: 0 });
    expect(w.balances.write_off_expense).toBe(owed);
    const [account] = await ctx.database.db
      .select()
      .from(loanAccounts)
      .where(eq(loanAccounts.orderId, written));
    expect(account).toMatchObject({ assetClass: 'written_off', accruing: false });
    await run('recovery', { orderId: written, amountPaise: 500_00, reference: 'NEFT123' });
    expect((await agree(ctx, written)).balances.recovery_income).toBe(-500_00);

    const settled = await loan(ctx, '9876547003');
    await run('settlement', {
      orderId: settled,
      agreedPaise: 5_000_00,
      payByDay: addDays(istDayKey(ctx.clock.now()), 30),
    });
    const s = await agree(ctx, settled);
    expect(s.books.principalPaise + s.books.interestPaise + s.books.penalPaise).toBe(5_000_00);
    const [flags] = await ctx.database.db
      .select()
      .from(loanActionFlags)
      .where(eq(loanActionFlags.orderId, settled));
    expect(flags).toMatchObject({ reportingStatus: 'settled', settlementAgreedPaise: 5_000_00 });

    const restructured = await loan(ctx, '9876547004');
    const r0 = await agree(ctx, restructured);
    await run('restructure', { orderId: restructured, count: 6, installmentDays: 30 });
    const r1 = await agree(ctx, restructured);
    expect(r1.books.principalPaise).toBe(r0.books.principalPaise);
    const book = await bookRepository.load(ctx.database.db, restructured);
    const fresh = book.filter(
      (i) => i.paidDay === null && i.accruedInterestPaise === 0 && i.principalPaise > 0,
    );
    expect(fresh).toHaveLength(6);
    expect(fresh.reduce((s, i) => s + i.principalPaise, 0)).toBe(r0.books.principalPaise);
  });
});
