import { addDays, formatPaise, istDayKey, paise } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loanCertificates } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { send } from '../../../test/order-fixtures';
import { billOf, payBySimulator } from '../../../test/repayment-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { bookRepository, certificateRepository } from '../../repayment';
import { ACCOUNT_TEXT_EN } from '../account-texts-en';
import { ACCOUNT_TEXT_HI } from '../account-texts-hi';
import { ACCOUNT_TEXT_ZH } from '../account-texts-zh';

const DAY = 24 * 3600;
const money = (p: number) => formatPaise(paise(p), { symbol: true });
const TEXTS = { en: ACCOUNT_TEXT_EN, hi: ACCOUNT_TEXT_HI, zh: ACCOUNT_TEXT_ZH } as const;

interface Block {
  kind: string;
  text?: string;
  items?: string[];
  rows?: unknown[];
  columns?: string[];
}

async function days(ctx: TestContext, n: number) {
  ctx.clock.advanceSeconds(n * DAY);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

const today = (ctx: TestContext) => istDayKey(ctx.clock.now());

async function view(ctx: TestContext, token: string, id: string, kind: string, query = '', lang = 'en') {
  return send(ctx, token, 'GET', `/orders/${id}/documents/${kind}${query}`, undefined, lang);
}

const rowsOf = (blocks: Block[]) =>
  blocks.filter((b) => b.kind === 'table').flatMap((b) => b.rows as { label: string; value: string }[]);

/** What the borrower owes by the ledger: receivables less any refund owed to them. */
async function ledgerBalance(ctx: TestContext, orderId: string) {
  const b = await ledgerRepository.orderBalances(ctx.database.db, orderId);
  return (
    (b.principal_receivable ?? 0) +
    (b.interest_receivable ?? 0) +
    (b.penal_receivable ?? 0) +
    (b.borrower_refund_payable ?? 0)
  );
}

describe.each(drivers)('the account documents of issue 33 (decision 081) on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('lists them with what can be opened; the statement, the schedule and the foreclosure letter open in every language', async () => {
    const { token } = await approvedCustomer(ctx, '9876543301', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    await days(ctx, 5);
    const list = await send(ctx, token, 'GET', `/orders/${orderId}/documents`);
    expect(list.statusCode, list.body).toBe(200);
    const documents = list.json().documents as {
      kind: string;
      available: boolean;
      issuedAt: string | null;
    }[];
    expect(documents.map((d) => [d.kind, d.available])).toEqual([
      ['kfs', true],
      ['letter', true],
      ['loan', true],
      ['statement', true],
      ['foreclosure', true],
      ['noc', false],
      ['schedule', true],
    ]);
    for (const lang of ['en', 'hi', 'zh'] as const) {
      const t = TEXTS[lang];
      for (const [kind, title] of [
        ['statement', t.statement.title],
        ['foreclosure', t.foreclosure.title],
        ['schedule', t.schedule.title],
      ] as const) {
        const res = await view(ctx, token, orderId, kind, '', lang);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ kind, title, readAt: null });
        const pdf = await send(
          ctx,
          token,
          'GET',
          `/orders/${orderId}/documents/${kind}/pdf`,
          undefined,
          lang,
        );
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
    // The statement: paid out, then a line each day of interest; its closing balance is the ledger's.
    const statement = (await view(ctx, token, orderId, 'statement')).json();
    const grid = statement.blocks.find((b: Block) => b.kind === 'grid') as Block;
    expect(grid.rows?.[0]).toEqual(expect.arrayContaining([ACCOUNT_TEXT_EN.statement.items.disbursal]));
    const closing = rowsOf(statement.blocks).find((r) => r.label === ACCOUNT_TEXT_EN.statement.closing);
    expect(closing?.value).toBe(money(await ledgerBalance(ctx, orderId)));
    // The schedule: one row per instalment of the books and a total.
    const book = await bookRepository.load(ctx.database.db, orderId);
    const schedule = (await view(ctx, token, orderId, 'schedule')).json();
    const scheduleRows = (schedule.blocks.find((b: Block) => b.kind === 'grid') as Block).rows as string[][];
    expect(scheduleRows).toHaveLength(book.length + 1);
    expect(scheduleRows[0]?.[2]).toBe(money(book[0]?.principalPaise ?? 0));
  });

  it('the foreclosure amount is what a full repayment on that day costs, and pays the loan off; then the NOC, once', async () => {
    const { token } = await approvedCustomer(ctx, '9876543302', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    await days(ctx, 3);
    const total = (blocks: Block[]) =>
      rowsOf(blocks).find((r) => r.label === ACCOUNT_TEXT_EN.foreclosure.total)?.value;
    const now = (await view(ctx, token, orderId, 'foreclosure')).json();
    expect(total(now.blocks)).toBe(money((await billOf(ctx, token, orderId)).payoff.totalPaise));
    const on = addDays(today(ctx), 10);
    const ahead = (await view(ctx, token, orderId, 'foreclosure', `?date=${on}`)).json();
    const noc = await view(ctx, token, orderId, 'noc');
    expect(noc.statusCode).toBe(409);
    expect(noc.json().code).toBe('NOC_NOT_ISSUED');

    await days(ctx, 10);
    expect(today(ctx)).toBe(on);
    const { amountPaise } = await payBySimulator(ctx, token, orderId, { kind: 'full' });
    expect(total(ahead.blocks)).toBe(money(amountPaise));
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('settled');

    const issued = await ctx.database.db
      .select()
      .from(loanCertificates)
      .where(eq(loanCertificates.orderId, orderId));
    expect(issued).toHaveLength(1);
    // A second settlement path finds it written: no second certificate.
    const order = await orderRepository.findById(ctx.database.db, orderId);
    if (!order) throw new Error('no order');
    expect(
      await transact(ctx.database.db, (tx) =>
        certificateRepository.issueNoc(tx, order, 'settled', ctx.clock.now()),
      ),
    ).toBeNull();

    for (const lang of ['en', 'hi', 'zh'] as const) {
      const res = await view(ctx, token, orderId, 'noc', '', lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().title).toBe(TEXTS[lang].noc.title);
      expect(JSON.stringify(res.json())).toContain(issued[0]?.number);
    }
    const list = (await send(ctx, token, 'GET', `/orders/${orderId}/documents`)).json();
    const entry = (kind: string) => list.documents.find((d: { kind: string }) => d.kind === kind);
    expect(entry('noc')).toMatchObject({ available: true, issuedAt: issued[0]?.issuedAt.toISOString() });
    expect(entry('foreclosure')).toMatchObject({ available: false });

    const settled = await view(ctx, token, orderId, 'foreclosure');
    expect(settled.statusCode).toBe(409);
    expect(settled.json().code).toBe('LOAN_SETTLED');
    // The statement of a settled loan ends at nothing owed.
    const statement = (await view(ctx, token, orderId, 'statement')).json();
    const closing = rowsOf(statement.blocks).find((r) => r.label === ACCOUNT_TEXT_EN.statement.closing);
    expect(closing?.value).toBe(money(0));
  });

  it('two settlements of one repayment at once issue one NOC', async () => {
    const { token } = await approvedCustomer(ctx, '9876543306');
    const orderId = await disbursedOrder(ctx, token);
    await days(ctx, 2);
    const started = await call(
      ctx.app,
      'POST',
      `/api/v1/orders/${orderId}/repayments`,
      { method: 'gateway', kind: 'full' } as never,
      { headers: { ...bearer(token), 'idempotency-key': `noc-twice-${process.pid}-${Date.now()}` } },
    );
    expect(started.statusCode, started.body).toBe(201);
    await ctx.app.jobs.runDue();
    const simulate = () =>
      call(
        ctx.app,
        'POST',
        `/api/v1/repayments/${started.json().id}/simulate`,
        { outcome: 'succeeded' } as never,
        {
          headers: bearer(token),
        },
      );
    const answers = await Promise.all([simulate(), simulate()]);
    // One settles; the other answers as the simulator does for a repayment no longer waiting.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, expect.toBeOneOf([200, 409])]);
    await ctx.app.jobs.runDue();
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('settled');
    const issued = await ctx.database.db
      .select()
      .from(loanCertificates)
      .where(eq(loanCertificates.orderId, orderId));
    expect(issued).toHaveLength(1);
  });

  it('a cooling-off exit issues the NOC too, in the words of an exit', async () => {
    const { token } = await approvedCustomer(ctx, '9876543303');
    const orderId = await disbursedOrder(ctx, token);
    const { settled } = await payBySimulator(ctx, token, orderId, { kind: 'cooling_off' });
    expect(settled.state).toBe('succeeded');
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('canceled_cooling_off');
    const res = await view(ctx, token, orderId, 'noc');
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().blocks)).toContain('cooling-off period');
    const issued = await ctx.database.db
      .select()
      .from(loanCertificates)
      .where(eq(loanCertificates.orderId, orderId));
    expect(issued).toHaveLength(1);
  });

  it('refuses bad input with a coded message: another customer, a reversed or outside range, a bad date', async () => {
    let { token } = await approvedCustomer(ctx, '9876543304');
    const orderId = await disbursedOrder(ctx, token);
    const { token: other } = await approvedCustomer(ctx, '9876543305');
    for (const kind of ['statement', 'foreclosure', 'noc', 'schedule']) {
      const res = await view(ctx, other, orderId, kind);
      expect(res.statusCode, kind).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      const pdf = await send(ctx, other, 'GET', `/orders/${orderId}/documents/${kind}/pdf`);
      expect(pdf.statusCode, kind).toBe(404);
    }
    await days(ctx, 2);
    const t = today(ctx);
    const refused = async (query: string, code: string, kind = 'statement') => {
      for (const lang of ['en', 'hi', 'zh']) {
        const res = await view(ctx, token, orderId, kind, query, lang);
        expect(res.statusCode, `${kind}${query}`).toBe(
          code === 'STATEMENT_RANGE_INVALID' || code === 'DATE_INVALID' ? 400 : 409,
        );
        expect(res.json().code).toBe(code);
        expect(res.json().message).not.toBe(code);
      }
    };
    await refused(`?from=${t}&to=${addDays(t, -1)}`, 'STATEMENT_RANGE_INVALID');
    await refused(`?from=${addDays(t, -10)}`, 'STATEMENT_RANGE_INVALID');
    await refused(`?to=${addDays(t, 1)}`, 'STATEMENT_RANGE_INVALID');
    await refused('?from=2025-02-30', 'DATE_INVALID');
    await refused('?from=yesterday', 'DATE_INVALID');
    await refused(`?date=${addDays(t, -1)}`, 'DATE_INVALID', 'foreclosure');
    await refused(`?date=${addDays(t, 31)}`, 'DATE_INVALID', 'foreclosure');
    const fine = await view(ctx, token, orderId, 'foreclosure', `?date=${addDays(t, 30)}`);
    expect(fine.statusCode, fine.body).toBe(200);
    // More than 400 days (the session has expired by then: a new login).
    await days(ctx, 401);
    ({ token } = await logIn(ctx, '9876543304'));
    await refused(`?to=${today(ctx)}`, 'STATEMENT_RANGE_INVALID');
    expect(
      (await view(ctx, token, orderId, 'statement', `?from=${addDays(today(ctx), -400)}`)).statusCode,
    ).toBe(200);
  });
});
