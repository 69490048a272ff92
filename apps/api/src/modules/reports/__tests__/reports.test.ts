import { validateBureauFile } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, auditLog, bureauDefaultNotices, bureauFiles, messages } from '../../../db/schema';
import { createFieldCipher } from '../../../lib/field-cipher';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, everyDriver, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { bucketTotalKey } from '../reports-service';

const REPORTS = '/api/staff/v1/reports';
const DAY = 24 * 3600;

type Rows<T> = { rows: T[] };
const n = (v: unknown) => Number(v ?? 0);

async function days(ctx: TestContext, count: number) {
  for (let i = 0; i < count; i++) {
    ctx.clock.advanceSeconds(DAY);
    await ctx.app.tick();
    await ctx.app.jobs.runDue();
  }
}

/** A borrower with a disbursed Rs 10,000 loan, the application carrying a PAN, an e-mail and an address. */
async function borrower(ctx: TestContext, phone: string, pan: string) {
  const { token, customerId } = await approvedCustomer(ctx, phone, { product: 'personal' });
  const cipher = createFieldCipher(ctx.config.DATA_ENCRYPTION_KEY);
  const [app] = await ctx.database.db
    .select()
    .from(applications)
    .where(eq(applications.customerId, customerId));
  if (!app) throw new Error('no application');
  await ctx.database.db
    .update(applications)
    .set({
      panEnc: cipher.encrypt(pan, 'pan'),
      steps: {
        ...app.steps,
        basic: { email: `b${phone}@example.in` },
        address: {
          pinCode: '560038',
          state: 'Karnataka',
          city: 'Bengaluru',
          area: 'Indiranagar',
          detailAddress: '12, MG Road',
        },
      } as typeof app.steps,
    })
    .where(eq(applications.id, app.id));
  const orderId = await disbursedOrder(ctx, token);
  return { token, customerId, orderId };
}

/** Sum of signed ledger amounts on `account` in journals of the India days from..to (filtered by `where`). */
async function ledgerSum(ctx: TestContext, account: string, fromAt: string, toAt: string, where = sql`true`) {
  const result = (await ctx.database.db.execute(sql`
    select coalesce(sum(e.amount_paise), 0)::bigint as s from ledger_entries e join ledger_journals j on j.id = e.journal_id
    where e.account = ${account} and j.created_at >= ${fromAt}::timestamptz and j.created_at < ${toAt}::timestamptz and ${where}`)) as Rows<{
    s: unknown;
  }>;
  return n(result.rows[0]?.s);
}

const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const nextDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + DAY * 1000).toISOString();

describe.each(everyDriver)('reports and the bureau file on %s (issue 34 points 6 and 7)', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('each report equals the ledger to the paisa, with part payments, an extension and penal charges', async () => {
    const from = istDay(ctx.clock.now());
    const a = await borrower(ctx, '9876501001', 'ABCPA1001F');
    const b = await borrower(ctx, '9876501002', 'ABCPB1002F');
    const c = await borrower(ctx, '9876501003', 'ABCPC1003F');
    await days(ctx, 40);
    // Sessions end meanwhile: the borrowers log in again.
    const aToken = (await logIn(ctx, '9876501001')).token;
    const bToken = (await logIn(ctx, '9876501002')).token;
    await payBySimulator(ctx, aToken, a.orderId, { kind: 'partial', amountPaise: 1_234_56 });
    await payBySimulator(ctx, bToken, b.orderId, { kind: 'extension' });
    await days(ctx, 3);
    await payBySimulator(ctx, aToken, a.orderId, { kind: 'partial', amountPaise: 777_77 });
    const to = istDay(ctx.clock.now());
    const fromAt = dayStart(from);
    const toAt = nextDayStart(to);
    const { token } = await staffSession(ctx, 'finance');
    const get = async (name: string) => {
      const res = await call(ctx.app, 'GET', `${REPORTS}/${name}?from=${from}&to=${to}`, undefined, {
        headers: staffHeaders(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { rows: Record<string, unknown>[]; totals: Record<string, number> };
    };

    const disbursals = await get('disbursals');
    expect(disbursals.rows).toHaveLength(3);
    const isDisbursal = sql`j.kind = 'disbursal'`;
    expect(disbursals.totals.principalPaise).toBe(
      await ledgerSum(ctx, 'principal_receivable', fromAt, toAt, isDisbursal),
    );
    expect(disbursals.totals.principalPaise).toBe(3 * 10_000_00);
    expect(disbursals.totals.paidOutPaise).toBe(
      -(await ledgerSum(ctx, 'disbursement_clearing', fromAt, toAt, isDisbursal)),
    );

    const collections = await get('collections');
    expect(collections.rows.map((r) => r.kind).sort()).toEqual(['extension', 'repayment', 'repayment']);
    expect(collections.totals.collectedPaise).toBe(
      await ledgerSum(ctx, 'collections_clearing', fromAt, toAt),
    );
    const isCollection = sql`j.kind in ('repayment', 'extension')`;
    expect(collections.totals.principalPaise).toBe(
      -(await ledgerSum(ctx, 'principal_receivable', fromAt, toAt, isCollection)),
    );
    expect(collections.totals.interestPaise).toBe(
      -(await ledgerSum(ctx, 'interest_receivable', fromAt, toAt, isCollection)),
    );
    expect(collections.totals.penalPaise).toBe(
      -(await ledgerSum(ctx, 'penal_receivable', fromAt, toAt, isCollection)),
    );
    expect(collections.totals.penalPaise).toBeGreaterThan(0);
    expect(collections.totals.feesPaise).toBeGreaterThan(0);

    // Ageing and NPA on the outstanding at the end of `to`: the ledger's receivables.
    let principal = 0;
    let owed = 0;
    for (const loan of [a, b, c]) {
      const balances = await ledgerRepository.orderBalances(ctx.database.db, loan.orderId);
      principal += balances.principal_receivable ?? 0;
      owed +=
        (balances.principal_receivable ?? 0) +
        (balances.interest_receivable ?? 0) +
        (balances.penal_receivable ?? 0);
    }
    const ageing = await get('ageing');
    expect(ageing.totals.principalPaise).toBe(principal);
    expect(ageing.totals.principalPaise).toBe(
      await ledgerSum(ctx, 'principal_receivable', '2000-01-01T00:00:00Z', toAt),
    );
    expect(ageing.totals.par1Paise).toBeGreaterThan(0);
    expect(ageing.totals.par1Paise).toBeLessThanOrEqual(principal);
    const bucketSum = ['0', '1-30', '31-60', '61-90', '90+'].reduce(
      (s, k) => s + (ageing.totals[bucketTotalKey(k)] ?? 0),
      0,
    );
    expect(bucketSum).toBe(principal);

    const npa = await get('npa');
    expect(npa.totals.outstandingPaise).toBe(owed);
    // Standard and SMA loans at 0.40%, each rounded to the paisa.
    expect(Math.abs((npa.totals.provisionPaise ?? 0) - Math.round(owed * 0.004))).toBeLessThanOrEqual(3);

    const cash = await get('cash');
    expect(cash.totals.inPaise).toBe(
      (await ledgerSum(ctx, 'collections_clearing', fromAt, toAt, sql`e.amount_paise > 0`)) +
        (await ledgerSum(ctx, 'disbursement_clearing', fromAt, toAt, sql`e.amount_paise > 0`)),
    );
    expect(cash.totals.closingPaise).toBe(
      (await ledgerSum(ctx, 'collections_clearing', '2000-01-01T00:00:00Z', toAt)) +
        (await ledgerSum(ctx, 'disbursement_clearing', '2000-01-01T00:00:00Z', toAt)),
    );

    // The CSV: amounts in rupees, the totals rows the JSON's.
    const csv = await call(
      ctx.app,
      'GET',
      `${REPORTS}/collections?from=${from}&to=${to}&format=csv`,
      undefined,
      {
        headers: staffHeaders(token),
      },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^day,orderNo,kind,collected_rupees,/);
    expect(csv.body).toContain(
      `total,collected_rupees,${((collections.totals.collectedPaise ?? 0) / 100).toFixed(2)}\r\n`,
    );
  });

  it('tells the borrower before a first default, reports it only after the notice period, and the file keeps the rules', async () => {
    const late = await borrower(ctx, '9876502001', 'ABCPL2001F');
    const paid = await borrower(ctx, '9876502002', 'ABCPM2002F');
    await payBySimulator(ctx, paid.token, paid.orderId, { kind: 'full' });
    // Day by day until the first instalment is missed: the notice goes out with the day's classification.
    const noticeOf = async () =>
      (
        await ctx.database.db
          .select()
          .from(bureauDefaultNotices)
          .where(eq(bureauDefaultNotices.orderId, late.orderId))
      )[0];
    for (let i = 0; i < 45 && !(await noticeOf()); i++) await days(ctx, 1);
    const notice = await noticeOf();
    expect(notice).toMatchObject({ dpdAtNotice: 1 });
    await days(ctx, 6);
    expect(await ctx.database.db.select().from(bureauDefaultNotices)).toHaveLength(1);
    const told = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.customerId, late.customerId));
    expect(told.filter((m) => m.template === 'bureau_default_notice')).toHaveLength(1);
    expect(ctx.sms.messages.some((s) => s.text.includes('credit information companies'))).toBe(true);

    const fileNow = async () => {
      const { token } = await staffSession(ctx, 'finance');
      const res = await call(ctx.app, 'POST', `${REPORTS}/bureau-file`, undefined, {
        headers: staffHeaders(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { problems, records } = validateBureauFile(res.body);
      expect(problems).toEqual([]);
      return { res, records };
    };
    const tlOf = (records: ReturnType<typeof validateBureauFile>['records'], pan: string) => {
      const record = records.find((r) => r.find((s) => s.tag === 'ID')?.fields['02'] === pan);
      return record?.find((s) => s.tag === 'TL')?.fields;
    };
    // Within the notice period: reported current.
    const first = await fileNow();
    expect(first.records).toHaveLength(2);
    expect(first.res.headers['x-bureau-withheld']).toBe('1');
    expect(tlOf(first.records, 'ABCPL2001F')).toMatchObject({ '15': '0', '14': '0', '26': '01' });
    // The settled loan: closed, balance 0, its closing date.
    expect(tlOf(first.records, 'ABCPM2002F')?.['10']).toMatch(/^\d{8}$/);
    expect(tlOf(first.records, 'ABCPM2002F')?.['13']).toBe('0');

    await days(ctx, 1);
    const second = await fileNow();
    const tl = tlOf(second.records, 'ABCPL2001F');
    expect(Number(tl?.['15'])).toBeGreaterThan(0);
    expect(Number(tl?.['14'])).toBeGreaterThan(0);
    expect(tl?.['26']).toBe('05');
    // The file is stored encrypted (no PAN in the clear) and the download audited.
    const stored = await ctx.database.db.select().from(bureauFiles);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.every((f) => !f.contentEnc.includes('ABCPL2001F'))).toBe(true);
    const audited = await ctx.database.db.select().from(auditLog);
    expect(audited.filter((e) => e.action === 'reports.bureau_file')).toHaveLength(2);
  });

  it('makes the fortnightly file once on the 15th and the last day of the month', async () => {
    await borrower(ctx, '9876503001', 'ABCPN3001F');
    await days(ctx, 50);
    const files = await ctx.database.db.select().from(bureauFiles);
    const scheduled = files.filter((f) => f.cycle !== 'OD');
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    for (const f of scheduled) expect(f.cycle === '15' ? f.reportedOn.endsWith('-15') : true).toBe(true);
    expect(new Set(scheduled.map((f) => `${f.reportedOn}${f.cycle}`)).size).toBe(scheduled.length);
  });

  it('is for finance and admin only, and refuses a range backwards', async () => {
    const agent = await staffSession(ctx, 'agent');
    const res = await call(ctx.app, 'GET', `${REPORTS}/cash?from=2025-01-01&to=2025-01-31`, undefined, {
      headers: staffHeaders(agent.token),
    });
    expect(res.statusCode).toBe(403);
    const admin = await staffSession(ctx, 'admin');
    const back = await call(ctx.app, 'GET', `${REPORTS}/cash?from=2025-02-01&to=2025-01-31`, undefined, {
      headers: staffHeaders(admin.token),
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().code).toBe('DATE_INVALID');
  });
});
