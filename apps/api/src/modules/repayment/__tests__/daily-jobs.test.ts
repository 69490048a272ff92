import { randomUUID } from 'node:crypto';
import {
  accrueDay,
  addDays,
  allocateEvenly,
  applyExtension,
  applyPayment,
  applyPpm,
  type BookInstalment,
  billOwing,
  DEFAULT_PRICING,
  daysBetween,
  extensionQuote,
  formatDate,
  formatMoney,
  isOpen,
  type MessageTemplate,
  openBook,
  paise,
  payoffOwing,
  ppmToPercent,
  reminderOffset,
  renderMessage,
  scheduledBillOwing,
  unpaidPenal,
} from '@app/domain';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemorySmsSender } from '../../../adapters/sms/memory';
import type { Executor } from '../../../db/client';
import {
  applications,
  customers,
  type LoanAccountRow,
  type LoanOrderRow,
  ledgerEntries,
  ledgerJournals,
  loanAccounts,
  loanInstalments,
  loanOrders,
  messages,
} from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { drivers, useTestApp } from '../../../test/test-app';
import { loanAccountRepository, lockOrder } from '../../orders';
import { accrueOneDayBehind } from '../daily-accrual';
import { createReminders, PENAL_LEVY_NOTICE_DAYS } from '../reminders';
import { bookTerms } from '../repayment-service';

const TODAY = '2025-06-15';
const YESTERDAY = addDays(TODAY, -1);
const NOON_IST = new Date(`${TODAY}T06:30:00.000Z`);
const EXTENSION_DAYS = 15;
const PRO_NAME = 'RupeeSetu';
const LANGS = ['en', 'hi', 'zh'] as const;
const LENDER = 'Setu Finance Private Limited';

const rupees = (p: number) => formatMoney(p / 100, { symbol: true });
/** The penal terms a reminder states, from the loan's account (issue 30, point 5). */
const penalTerms = (loan: Built) => ({
  penalRate: ppmToPercent(loan.account.penalDailyPpm ?? DEFAULT_PRICING.penalDailyPpm),
  penaltyFee: rupees(loan.account.penaltyFeePaise),
});

/** Figures that make exact halves of a paisa (amount × ppm ≡ 500,000 mod 10^6): the rounding shows. */
const roundTerms = fc.record({
  amountPaise: fc.integer({ min: 1, max: 4_000 }).map((k) => k * 5_000),
  instalments: fc.integer({ min: 1, max: 2 }),
  dailyRatePpm: fc.constantFrom(100, 300, 500, 1_000, 2_500),
  penalDailyPpm: fc.option(fc.constantFrom(1_000, 5_000, 10_000, 250_000, 500_000)),
});
const anyTerms = fc.record({
  amountPaise: fc.oneof(
    fc.integer({ min: 100_00, max: 50_000_00 }),
    fc.integer({ min: 1, max: 5_000_000_000 }),
  ),
  instalments: fc.integer({ min: 1, max: 6 }),
  dailyRatePpm: fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 0, max: 50_000 })),
  penalDailyPpm: fc.option(fc.integer({ min: 0, max: 20_000 })),
});

/** A generated loan: its terms and what happened to it before today. */
const loanRecord = fc.record({
  terms: fc.oneof(anyTerms, roundTerms),
  gapDays: fc.integer({ min: 1, max: 30 }),
  penaltyFeePaise: fc.option(fc.integer({ min: 0, max: 1_000_00 })),
  /** Days from the start to yesterday. */
  age: fc.integer({ min: 0, max: 120 }),
  /** Accrued through yesterday (set-based), the day before (left to the per-order path) or today (done). */
  behind: fc.constantFrom(1, 1, 1, 1, 2, 0),
  events: fc.array(
    fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      kind: fc.constantFrom('partial', 'bill', 'extension'),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { maxLength: 4 },
  ),
  everOverdue: fc.boolean(),
  lang: fc.constantFrom(...LANGS),
});
const loanArb = loanRecord.map(({ terms, ...rest }) => ({ ...terms, ...rest }));
type Loan = typeof loanArb extends fc.Arbitrary<infer T> ? T : never;

interface Built {
  orderId: string;
  customerId: string;
  order: LoanOrderRow;
  account: LoanAccountRow;
  book: BookInstalment[];
  phone: string;
  lang: string;
}

function pricingOf(loan: Loan) {
  const { penalDailyPpm: _p, penaltyFeePaise: _f, ...rest } = DEFAULT_PRICING;
  return {
    ...rest,
    ...(loan.penalDailyPpm === null ? {} : { penalDailyPpm: loan.penalDailyPpm }),
    ...(loan.penaltyFeePaise === null ? {} : { penaltyFeePaise: loan.penaltyFeePaise }),
  } as typeof DEFAULT_PRICING;
}

/** Plays the loan's life with the domain, as the per-order path would have, to its accrued day. */
function build(loan: Loan, index: number, run: number): Built {
  const start = addDays(YESTERDAY, -loan.age);
  const through = addDays(TODAY, -loan.behind);
  const shares = allocateEvenly(paise(loan.amountPaise), loan.instalments);
  let owed = loan.amountPaise;
  const schedule = shares.map((principal, k) => {
    const interest = applyPpm(paise(owed), loan.dailyRatePpm, loan.gapDays);
    owed -= principal;
    return {
      number: k + 1,
      dueDay: addDays(start, loan.gapDays * (k + 1)),
      principalPaise: principal,
      interestPaise: interest,
      totalPaise: paise(principal + interest),
      closingPrincipalPaise: paise(owed),
    };
  });
  const now = NOON_IST;
  const orderId = randomUUID();
  const customerId = randomUUID();
  const order = {
    id: orderId,
    orderNo: `LN${run}X${index}`,
    customerId,
    state: 'disbursed',
    product: 'salary',
    amountPaise: loan.amountPaise,
    termMonths: 1,
    termDays: loan.gapDays * loan.instalments,
    installmentDays: loan.gapDays,
    dailyRatePpm: loan.dailyRatePpm,
    serviceFeePaise: 0,
    creditReportFeePaise: 0,
    ticketFeePaise: 0,
    gstPaise: 0,
    couponPaise: 0,
    totalDeductionPaise: 0,
    receivedPaise: loan.amountPaise,
    interestPaise: schedule.reduce((s, i) => s + i.interestPaise, 0),
    totalRepayablePaise: schedule.reduce((s, i) => s + i.totalPaise, 0),
    aprBps: 0,
    startDay: start,
    endDay: schedule[schedule.length - 1]?.dueDay ?? start,
    schedule,
    pricing: pricingOf(loan),
    createdAt: now,
    updatedAt: now,
  } as unknown as LoanOrderRow;
  const terms = bookTerms(order, EXTENSION_DAYS);
  let book = openBook(schedule, start);
  const age = Math.max(0, daysBetween(start, through));
  const events = new Map(loan.events.map((e) => [Math.round(e.at * age), e]));
  for (let d = 1; d <= age; d += 1) {
    const day = addDays(start, d);
    book = accrueDay(book, day, terms).book;
    const event = events.get(d);
    if (!event || !book.some(isOpen)) continue;
    if (event.kind === 'extension' && extensionQuote(book, day, terms)) {
      book = applyExtension(book, day, terms);
    } else if (event.kind === 'bill') {
      book = applyPayment(book, billOwing(book, day).totalPaise, day, 'bill', terms).book;
    } else {
      const amount = Math.floor(event.share * payoffOwing(book).totalPaise);
      book = applyPayment(book, amount, day, 'partial', terms).book;
    }
  }
  if (!book.some(isOpen)) order.state = 'settled';
  // As the payout opened it (accrued through the start day) and the days since moved it.
  const account: LoanAccountRow = {
    orderId,
    accruing: order.state === 'disbursed',
    accruedThrough: daysBetween(start, through) > 0 ? through : start,
    everOverdue: loan.everOverdue,
    dailyRatePpm: loan.dailyRatePpm,
    penalDailyPpm: loan.penalDailyPpm,
    penaltyFeePaise: loan.penaltyFeePaise ?? 0,
    dpd: 0,
    assetClass: 'standard',
    npaSince: null,
    classifiedOn: null,
  };
  return {
    orderId,
    customerId,
    order,
    account,
    book,
    phone: String(6_000_000_000 + run * 1000 + index),
    lang: loan.lang,
  };
}

async function insert(db: Executor, loans: readonly Built[]) {
  const now = NOON_IST;
  await db
    .insert(customers)
    .values(loans.map((l) => ({ id: l.customerId, phone: l.phone, language: l.lang, createdAt: now })));
  const apps = loans.map((l) => ({ id: randomUUID(), customerId: l.customerId, state: 'approved' as const }));
  await db.insert(applications).values(apps.map((a) => ({ ...a, createdAt: now, updatedAt: now })) as never);
  await db
    .insert(loanOrders)
    .values(loans.map((l, i) => ({ ...l.order, applicationId: apps[i]?.id ?? '' })) as never);
  await db.insert(loanAccounts).values(loans.map((l) => l.account));
  await db
    .insert(loanInstalments)
    .values(loans.flatMap((l) => l.book.map((i) => ({ ...i, orderId: l.orderId }))));
}

/** What the per-order path does today: accrueDay once on a disbursed order accrued through yesterday. */
function expected(loan: Built) {
  const from = loan.account.accruedThrough ?? loan.order.startDay;
  if (loan.order.state !== 'disbursed' || from !== YESTERDAY) return null;
  return accrueDay(loan.book, TODAY, bookTerms(loan.order, EXTENSION_DAYS));
}

/** The books, ledger balances, orders and journals, by order, in four queries. */
async function state(db: Executor) {
  const books = new Map<string, BookInstalment[]>();
  const rows = await db
    .select()
    .from(loanInstalments)
    .orderBy(asc(loanInstalments.orderId), asc(loanInstalments.number));
  for (const { orderId, ...book } of rows) books.set(orderId, [...(books.get(orderId) ?? []), book]);
  const balances = new Map<string, Record<string, number>>();
  const sums = await db
    .select({
      orderId: ledgerEntries.orderId,
      account: ledgerEntries.account,
      total: sql<string>`sum(${ledgerEntries.amountPaise})`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.orderId, ledgerEntries.account);
  for (const { orderId, account, total } of sums) {
    balances.set(orderId ?? '', { ...balances.get(orderId ?? ''), [account]: Number(total) });
  }
  const accounts = new Map((await db.select().from(loanAccounts)).map((a) => [a.orderId, a]));
  const journals = await db.select().from(ledgerJournals);
  return { books, balances, accounts, journals };
}

async function snapshot(db: Executor) {
  return {
    instalments: await db
      .select()
      .from(loanInstalments)
      .orderBy(asc(loanInstalments.orderId), asc(loanInstalments.number)),
    orders: await db.select().from(loanOrders).orderBy(asc(loanOrders.id)),
    accounts: await db.select().from(loanAccounts).orderBy(asc(loanAccounts.orderId)),
    journals: (await db.select().from(ledgerJournals)).length,
    entries: (await db.select().from(ledgerEntries)).length,
    messages: (await db.select().from(messages)).length,
  };
}

const CLEAR = sql.raw(
  'truncate repayment_reminders, messages, ledger_entries, ledger_journals, loan_instalments, loan_accounts, loan_orders, applications, customers cascade',
);

describe.each(drivers)('daily jobs, set-based, on %s', (driver) => {
  const ctx = useTestApp(driver);
  const seen = { journals: 0, skipped: 0, late: 0, levies: 0, templates: new Set<MessageTemplate>() };

  it('accrues exactly as accrueDay, posts each day once, and reminds as the per-order job did', async () => {
    const db = ctx.database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(loanArb, { minLength: 1, maxLength: 25 }), async (generated) => {
        run += 1;
        await db.execute(CLEAR);
        const loans = generated.map((loan, i) => build(loan, i, run));
        await insert(db, loans);

        const stats = await accrueOneDayBehind(db, {
          day: TODAY,
          now: NOON_IST,
          defaultPenalDailyPpm: DEFAULT_PRICING.penalDailyPpm,
          chunk: 7,
        });
        let orders = 0;
        let interest = 0;
        let penal = 0;
        const accruing = new Set<string>();
        const after = await state(db);
        for (const loan of loans) {
          const step = expected(loan);
          const book = after.books.get(loan.orderId) ?? [];
          const balances = after.balances.get(loan.orderId) ?? {};
          const row = after.accounts.get(loan.orderId);
          if (!step) {
            seen.skipped += 1;
            expect(book).toEqual(loan.book);
            expect(balances).toEqual({});
            expect(row).toEqual(loan.account);
            continue;
          }
          orders += 1;
          expect(book).toEqual(step.book);
          expect(row?.accruedThrough).toBe(TODAY);
          expect(row?.everOverdue).toBe(loan.account.everOverdue || step.penalPaise > 0);
          if (step.penalPaise > 0) seen.late += 1;
          // No journal of the order's own: its day is in a batch journal (decision 050).
          expect(after.journals.filter((j) => j.orderId === loan.orderId)).toEqual([]);
          if (step.interestPaise + step.penalPaise > 0) accruing.add(loan.orderId);
          interest += step.interestPaise;
          penal += step.penalPaise;
          const lines = (v: number) => (v === 0 ? undefined : v);
          expect(balances).toEqual(
            JSON.parse(
              JSON.stringify({
                interest_receivable: lines(step.interestPaise),
                penal_receivable: lines(step.penalPaise),
              }),
            ),
          );
        }
        // The batch journals: no order or customer of their own, keyed by the day and their
        // chunk's first order, the income of all of them on lines without an order.
        const batches = after.journals.filter((j) => j.orderId === null);
        for (const journal of batches) {
          expect(journal).toMatchObject({ kind: 'accrual', customerId: null });
          expect(journal.eventKey).toMatch(new RegExp(`^accrual-batch:${TODAY}:[0-9a-f-]{36}$`));
        }
        const ordersOfBatches = new Set(
          (await db.select().from(ledgerEntries))
            .filter((e) => batches.some((j) => j.id === e.journalId) && e.orderId !== null)
            .map((e) => e.orderId),
        );
        expect(ordersOfBatches).toEqual(accruing);
        const income = JSON.parse(
          JSON.stringify({ interest_income: -interest || undefined, penal_income: -penal || undefined }),
        );
        expect(after.balances.get('') ?? {}).toEqual(income);
        seen.journals += batches.length;
        expect(stats.orders).toBe(orders);
        expect(stats.journals).toBe(batches.length);
        expect(batches.length > 0).toBe(accruing.size > 0);
        expect(await ledgerRepository.unbalancedJournalIds(db)).toEqual([]);

        // Reminders of the day, on the books as accrued.
        const sms = new MemorySmsSender();
        const reminders = createReminders({
          db,
          clock: new ManualClock(NOON_IST),
          sms,
          proName: PRO_NAME,
          lenderName: LENDER,
          logger: ctx.app.log,
        });
        const want: {
          customerId: string;
          template: MessageTemplate;
          params: Record<string, string | number>;
        }[] = [];
        const texts: string[] = [];
        let levies = 0;
        for (const loan of loans) {
          if (loan.order.state !== 'disbursed') continue;
          const book = expected(loan)?.book ?? loan.book;
          const first = book.find(isOpen);
          const offset = first ? reminderOffset(first.dueDay, TODAY) : null;
          if (!first || offset === null) continue;
          const template: MessageTemplate =
            offset > 0 ? 'repayment_reminder' : offset === 0 ? 'repayment_due_today' : 'repayment_overdue';
          seen.templates.add(template);
          const params = {
            proName: PRO_NAME,
            lenderName: LENDER,
            orderNo: loan.order.orderNo,
            // What falls due on the due day (paying earlier may cost less: decision 072).
            amount: formatMoney(scheduledBillOwing(book, TODAY).totalPaise / 100, { symbol: true }),
            date: formatDate(`${first.dueDay}T00:00:00+05:30`),
            days: -offset,
            ...penalTerms(loan),
            penal: rupees(book.reduce((s, i) => s + unpaidPenal(i), 0)),
          };
          want.push({ customerId: loan.customerId, template, params });
          texts.push(`${loan.phone} ${renderMessage(template, loan.lang as 'en', params).body}`);
        }
        // The first levy of penal charges on an instalment due in the last days, told once.
        for (const loan of loans) {
          if (loan.order.state !== 'disbursed') continue;
          const book = expected(loan)?.book ?? loan.book;
          for (const i of book) {
            const late = daysBetween(i.dueDay, TODAY);
            if (!isOpen(i) || late < 1 || late > PENAL_LEVY_NOTICE_DAYS) continue;
            if (i.penalPaise + i.penaltyFeePaise === 0) continue;
            const params = {
              proName: PRO_NAME,
              lenderName: LENDER,
              orderNo: loan.order.orderNo,
              number: i.number,
              amount: rupees(unpaidPenal(i)),
              date: formatDate(`${i.dueDay}T00:00:00+05:30`),
              ...penalTerms(loan),
            };
            levies += 1;
            want.push({ customerId: loan.customerId, template: 'penal_levied', params });
            texts.push(`${loan.phone} ${renderMessage('penal_levied', loan.lang as 'en', params).body}`);
          }
        }
        const result = await reminders.stats();
        expect(result.claimed).toBe(want.length - levies);
        expect(result.levies).toBe(levies);
        seen.levies += levies;
        const written = await db
          .select({ customerId: messages.customerId, template: messages.template, params: messages.params })
          .from(messages);
        const byCustomer = (a: { customerId: string }, b: { customerId: string }) =>
          a.customerId.localeCompare(b.customerId);
        expect(written.sort(byCustomer)).toEqual(JSON.parse(JSON.stringify(want)).sort(byCustomer));
        expect(sms.messages.map((m) => `${m.to} ${m.text}`).sort()).toEqual(texts.sort());

        // Both jobs again the same day: nothing moves.
        const before = await snapshot(db);
        const again = await accrueOneDayBehind(db, {
          day: TODAY,
          now: NOON_IST,
          defaultPenalDailyPpm: DEFAULT_PRICING.penalDailyPpm,
        });
        expect(again.orders).toBe(0);
        expect(await reminders()).toBe(0);
        expect(sms.messages).toHaveLength(want.length);
        expect(await snapshot(db)).toEqual(before);
      }),
      { numRuns: 16, seed: 40_2026 },
    );
    // The runs saw every case worth seeing.
    expect(seen.journals).toBeGreaterThan(20);
    expect(seen.skipped).toBeGreaterThan(5);
    expect(seen.late).toBeGreaterThan(5);
    expect(seen.levies).toBeGreaterThan(0);
    expect([...seen.templates].sort()).toEqual([
      'repayment_due_today',
      'repayment_overdue',
      'repayment_reminder',
    ]);
  });

  it.skipIf(driver === 'pglite')(
    'skips an order a repayment holds locked; the next run takes it',
    async () => {
      const db = ctx.database.db;
      const loans = [0, 1, 2].map((i) =>
        build(
          {
            amountPaise: 10_000_00,
            instalments: 3,
            gapDays: 15,
            dailyRatePpm: 500,
            penalDailyPpm: null,
            penaltyFeePaise: 100_00,
            age: 20,
            behind: 1,
            events: [],
            everOverdue: false,
            lang: 'en',
          },
          i,
          999,
        ),
      );
      await insert(db, loans);
      const held = loans[0]?.orderId ?? '';
      const options = { day: TODAY, now: NOON_IST, defaultPenalDailyPpm: DEFAULT_PRICING.penalDailyPpm };
      // A repayment holds the order, then its account: the job skips that loan without waiting.
      const during = await db.transaction(async (tx) => {
        await lockOrder(tx, held);
        await loanAccountRepository.lock(tx, held);
        return accrueOneDayBehind(db, options);
      });
      expect(during.orders).toBe(2);
      expect((await loanAccountRepository.find(db, held))?.accruedThrough).toBe(YESTERDAY);
      expect((await accrueOneDayBehind(db, options)).orders).toBe(1);
      expect((await loanAccountRepository.find(db, held))?.accruedThrough).toBe(TODAY);
    },
  );

  it.skipIf(driver === 'pglite')(
    'never waits on an order row: a request holding only the order does not hold the accrual up',
    async () => {
      const db = ctx.database.db;
      await db.execute(CLEAR);
      const loan = build(
        {
          amountPaise: 10_000_00,
          instalments: 2,
          gapDays: 15,
          dailyRatePpm: 500,
          penalDailyPpm: null,
          penaltyFeePaise: 100_00,
          age: 40,
          behind: 1,
          events: [],
          everOverdue: false,
          lang: 'en',
        },
        0,
        998,
      );
      await insert(db, [loan]);
      const options = { day: TODAY, now: NOON_IST, defaultPenalDailyPpm: DEFAULT_PRICING.penalDailyPpm };
      const [orderBefore] = await db.select().from(loanOrders).where(eq(loanOrders.id, loan.orderId));
      const during = await db.transaction(async (tx) => {
        await lockOrder(tx, loan.orderId);
        // Were the job to lock the order (its claim, or a key check of its writes), it would wait on this one.
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the accrual waited on an order row')), 10_000);
        });
        try {
          return await Promise.race([accrueOneDayBehind(db, options), waited]);
        } finally {
          clearTimeout(timer);
        }
      });
      expect(during).toMatchObject({ orders: 1, journals: 1 });
      expect(during.penalPaise).toBeGreaterThan(0);
      expect(await loanAccountRepository.find(db, loan.orderId)).toMatchObject({
        accruedThrough: TODAY,
        everOverdue: true,
      });
      const [orderAfter] = await db.select().from(loanOrders).where(eq(loanOrders.id, loan.orderId));
      expect(orderAfter).toEqual(orderBefore);
    },
  );
});
