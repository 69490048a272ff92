import { randomUUID } from 'node:crypto';
import { type AssetClass, addDays, classify, DEFAULT_PRICING, daysBetween, istDayKey } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../../db/client';
import { applications, customers, loanAccounts, loanInstalments, loanOrders } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { billOf, payBySimulator } from '../../../test/repayment-fixtures';
import { everyDriver, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { classifyBook } from '../classify-book';

const DAY = 24 * 3600;

async function accountOf(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db.select().from(loanAccounts).where(eq(loanAccounts.orderId, orderId));
  if (!row) throw new Error('no loan account');
  return { dpd: row.dpd, assetClass: row.assetClass, npaSince: row.npaSince, classifiedOn: row.classifiedOn };
}

/** Moves the test clock to India day `day` (12:00 IST keeps) and runs the tick: accrual, classification, reminders. */
async function goTo(ctx: TestContext, day: string) {
  ctx.clock.advanceSeconds(daysBetween(istDayKey(ctx.clock.now()), day) * DAY);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

const TODAY = '2025-06-15';

/** A generated loan as the books hold it: instalments due around today, some paid, and what yesterday's run stored. */
const loanArb = fc
  .record({
    instalments: fc.array(
      fc.record({
        dueOffset: fc.integer({ min: -200, max: 40 }),
        paid: fc.boolean(),
        partPaid: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    // What an earlier run left: the job keeps dpd 0 exactly when a loan is standard (or written off).
    prior: fc.oneof(
      fc.constant({ stored: 'standard' as AssetClass, storedDpd: 0 }),
      fc.integer({ min: 1, max: 30 }).map((d) => ({ stored: 'sma0' as AssetClass, storedDpd: d })),
      fc.integer({ min: 31, max: 60 }).map((d) => ({ stored: 'sma1' as AssetClass, storedDpd: d })),
      fc.integer({ min: 61, max: 90 }).map((d) => ({ stored: 'sma2' as AssetClass, storedDpd: d })),
      fc.integer({ min: 1, max: 300 }).map((d) => ({ stored: 'npa' as AssetClass, storedDpd: d })),
      fc.integer({ min: 0, max: 300 }).map((d) => ({ stored: 'written_off' as AssetClass, storedDpd: d })),
    ),
  })
  .map(({ instalments, prior }) => ({ instalments, ...prior }));
type Loan = typeof loanArb extends fc.Arbitrary<infer T> ? T : never;

interface Seeded {
  orderId: string;
  loan: Loan;
  dues: { dueDay: string; paid: boolean }[];
  npaSince: string | null;
}

/** Writes the loans straight to the tables the job reads (the books' figures do not matter to it). */
async function seed(db: Executor, loans: readonly Loan[], run: number): Promise<Seeded[]> {
  const now = new Date(`${TODAY}T06:30:00.000Z`);
  const seeded = loans.map((loan) => {
    const dues = [...loan.instalments]
      .sort((a, b) => a.dueOffset - b.dueOffset)
      .map((i) => ({ dueDay: addDays(TODAY, i.dueOffset), paid: i.paid, partPaid: i.partPaid }));
    return {
      orderId: randomUUID(),
      customerId: randomUUID(),
      loan,
      dues,
      npaSince:
        loan.stored === 'npa' || loan.stored === 'written_off' ? addDays(TODAY, -loan.storedDpd) : null,
    };
  });
  await db.insert(customers).values(
    seeded.map((s, k) => ({
      id: s.customerId,
      phone: String(7_000_000_000 + run * 1000 + k),
      createdAt: now,
    })),
  );
  const apps = seeded.map((s) => ({
    id: randomUUID(),
    customerId: s.customerId,
    state: 'approved' as const,
  }));
  await db.insert(applications).values(apps.map((a) => ({ ...a, createdAt: now, updatedAt: now })) as never);
  await db.insert(loanOrders).values(
    seeded.map((s, k) => ({
      id: s.orderId,
      applicationId: apps[k]?.id ?? '',
      orderNo: `DPD${run}X${k}`,
      customerId: s.customerId,
      state: 'disbursed',
      product: 'salary',
      amountPaise: 100_00,
      termMonths: 1,
      termDays: 30,
      installmentDays: 30,
      dailyRatePpm: 500,
      serviceFeePaise: 0,
      creditReportFeePaise: 0,
      ticketFeePaise: 0,
      gstPaise: 0,
      couponPaise: 0,
      totalDeductionPaise: 0,
      receivedPaise: 100_00,
      interestPaise: 0,
      totalRepayablePaise: 100_00,
      aprBps: 0,
      startDay: addDays(TODAY, -300),
      endDay: s.dues.at(-1)?.dueDay ?? TODAY,
      schedule: [],
      pricing: DEFAULT_PRICING,
      createdAt: now,
      updatedAt: now,
    })) as never,
  );
  await db.insert(loanAccounts).values(
    seeded.map((s) => ({
      orderId: s.orderId,
      accruing: true,
      accruedThrough: TODAY,
      dailyRatePpm: 500,
      dpd: s.loan.storedDpd,
      assetClass: s.loan.stored,
      npaSince: s.npaSince,
      classifiedOn: addDays(TODAY, -1),
    })),
  );
  await db.insert(loanInstalments).values(
    seeded.flatMap((s) =>
      s.dues.map((d, k) => ({
        orderId: s.orderId,
        number: k + 1,
        periodStart: addDays(d.dueDay, -30),
        dueDay: d.dueDay,
        principalPaise: 100,
        interestBasePaise: 100,
        interestOffsetPaise: 0,
        interestPaise: 10,
        accruedInterestPaise: 10,
        penalPaise: 0,
        penaltyFeePaise: 0,
        // A part-paid instalment is still unpaid: its paid day stays empty.
        paidPrincipalPaise: d.paid ? 100 : d.partPaid ? 60 : 0,
        paidInterestPaise: d.paid ? 10 : 0,
        paidPenalPaise: 0,
        paidDay: d.paid ? d.dueDay : null,
      })),
    ),
  );
  return seeded.map(({ orderId, loan, dues, npaSince }) => ({ orderId, loan, dues, npaSince }));
}

/** What the job must store for a seeded loan on `day`: domain classify over the oldest unpaid instalment. */
function expected(s: Seeded, day: string) {
  const oldest = s.dues.find((d) => !d.paid && d.dueDay < day)?.dueDay ?? null;
  const dpd = oldest ? daysBetween(oldest, day) : 0;
  if (s.loan.stored === 'written_off') {
    return { dpd: s.loan.storedDpd, assetClass: 'written_off', npaSince: s.npaSince };
  }
  const wasNpa = s.loan.stored === 'npa';
  const assetClass = classify(dpd, wasNpa, dpd === 0);
  const npaSince = assetClass !== 'npa' ? null : wasNpa ? s.npaSince : addDays(oldest ?? day, 91);
  return { dpd, assetClass, npaSince };
}

async function stored(db: Executor) {
  const rows = await db.select().from(loanAccounts).orderBy(asc(loanAccounts.orderId));
  return new Map(rows.map((r) => [r.orderId, r]));
}

describe.each(everyDriver)('days past due and asset class (issue 34, point 1) on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('walks a loan through SMA-0, SMA-1, SMA-2 and NPA by the test clock; a part payment keeps it NPA, paying every arrear upgrades it', async () => {
    let { token } = await approvedCustomer(ctx, '9876534101');
    const orderId = await disbursedOrder(ctx, token, 10_000_00, 3);
    const first = await billOf(ctx, token, orderId);
    const due1: string = first.instalments[0].dueDay;
    const due2: string = first.instalments[1].dueDay;

    await goTo(ctx, due1); // due today: not yet overdue
    expect(await accountOf(ctx, orderId)).toMatchObject({ dpd: 0, assetClass: 'standard', npaSince: null });

    const path: [number, number, AssetClass][] = [
      [1, 1, 'sma0'],
      [30, 30, 'sma0'],
      [31, 31, 'sma1'],
      [60, 60, 'sma1'],
      [61, 61, 'sma2'],
      [90, 90, 'sma2'],
      [91, 91, 'npa'],
      [100, 100, 'npa'],
    ];
    for (const [after, dpd, assetClass] of path) {
      await goTo(ctx, addDays(due1, after));
      const account = await accountOf(ctx, orderId);
      expect(account, `${after} days after the due day`).toMatchObject({ dpd, assetClass });
      expect(account.classifiedOn).toBe(addDays(due1, after));
    }
    expect((await accountOf(ctx, orderId)).npaSince).toBe(addDays(due1, 91));

    // A second tick the same day changes nothing.
    await ctx.app.tick();
    expect(await accountOf(ctx, orderId)).toMatchObject({
      dpd: 100,
      assetClass: 'npa',
      npaSince: addDays(due1, 91),
    });

    // The borrower logs in again (100 days outlive the session), then a part payment clears the oldest instalment: dpd falls below 90, the loan stays NPA since the same day.
    const today = addDays(due1, 100);
    token = (await logIn(ctx, '9876534101')).token;
    const owedFirst: number = (await billOf(ctx, token, orderId)).instalments[0].owedPaise;
    await payBySimulator(ctx, token, orderId, { kind: 'partial', amountPaise: owedFirst });
    const afterPart = await billOf(ctx, token, orderId);
    expect(afterPart.instalments[0].state).toBe('paid');
    expect(
      afterPart.instalments.filter((i: { state: string }) => i.state === 'overdue').length,
    ).toBeGreaterThan(0);
    await ctx.app.tick();
    expect(await accountOf(ctx, orderId)).toMatchObject({
      dpd: daysBetween(due2, today),
      assetClass: 'npa',
      npaSince: addDays(due1, 91),
    });
    expect(daysBetween(due2, today)).toBeLessThanOrEqual(90);

    // Every arrear paid (the bill: all that is overdue, here the whole 3-month loan): standard again.
    await payBySimulator(ctx, token, orderId, { kind: 'bill' });
    await goTo(ctx, addDays(today, 1));
    expect(await accountOf(ctx, orderId)).toMatchObject({ dpd: 0, assetClass: 'standard', npaSince: null });
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('classifies a whole book in one set-based statement as domain classify does, and a second run the same day changes nothing', async () => {
    const db = ctx.database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(loanArb, { minLength: 1, maxLength: 40 }), async (loans) => {
        run += 1;
        const seeded = await seed(db, loans, run);
        await classifyBook(db, TODAY);
        const first = await stored(db);
        for (const s of seeded) {
          const row = first.get(s.orderId);
          expect(row && { dpd: row.dpd, assetClass: row.assetClass, npaSince: row.npaSince }).toEqual(
            expected(s, TODAY),
          );
        }
        const again = await classifyBook(db, TODAY);
        expect(again.changed).toBe(0);
        expect(await stored(db)).toEqual(first);
        // The next day moves only what is overdue; the model holds on it too (from today's stored class).
        const tomorrow = addDays(TODAY, 1);
        await classifyBook(db, tomorrow);
        const next = await stored(db);
        for (const s of seeded) {
          const today = first.get(s.orderId);
          const stillStored = {
            ...s,
            loan: { ...s.loan, stored: (today?.assetClass ?? 'standard') as AssetClass },
            npaSince: today?.npaSince ?? null,
          };
          if (s.loan.stored === 'written_off') continue;
          const row = next.get(s.orderId);
          expect(row && { dpd: row.dpd, assetClass: row.assetClass, npaSince: row.npaSince }).toEqual(
            expected(stillStored, tomorrow),
          );
        }
        // Leaves the next case a book of its own.
        await db.delete(loanInstalments);
        await db.delete(loanAccounts);
        await db.delete(loanOrders);
        await db.delete(applications);
        await db.delete(customers);
      }),
      { numRuns: driver === 'pglite' ? 15 : 25 },
    );
  });
});
