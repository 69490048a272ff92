import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerLine } from '../../ledger/accounts';
import { accrualJournal, balances } from '../../ledger/journals';
import { paise } from '../../money/paise';
import { applyPpm } from '../../money/rounding';
import { addDays, daysBetween } from '../../pricing/day-key';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule, type Instalment } from '../../pricing/schedule';
import { applyExtension } from '../extension';
import {
  accrueDay,
  applyPayment,
  type BookInstalment,
  type BookTerms,
  billInstalments,
  billOwing,
  bookBalances,
  isOpen,
  openBook,
  payoffOwing,
  scheduledBillOwing,
} from '../loan-book';
import { type RepaymentKind, settleRepayment } from '../settlement';

const START = '2026-01-01';
const terms: BookTerms = { ...DEFAULT_PRICING, dailyRatePpm: 500 };

/** Rs 10,000 over 3 months: 6 instalments every 15 days, 0.05% a day. */
const schedule = buildSchedule({
  amountPaise: paise(10_000_00),
  dailyRatePpm: 500,
  termDays: 90,
  installmentDays: 15,
  startDay: START,
});

function accrue(book: BookInstalment[], from: string, to: string, t: BookTerms = terms) {
  let current = book;
  let interest = 0;
  for (let day = addDays(from, 1); daysBetween(day, to) >= 0; day = addDays(day, 1)) {
    const step = accrueDay(current, day, t);
    current = step.book;
    interest += step.interestPaise;
  }
  return { book: current, interest };
}

const sumInterest = (book: readonly BookInstalment[]) => book.reduce((s, i) => s + i.interestPaise, 0);

describe('interest from the payout day (decision 069)', () => {
  it('moves every due day by the days the payout was late, and charges the signed interest', () => {
    const payout = addDays(START, 2);
    const book = openBook(schedule, START, payout);
    expect(book.map((i) => i.dueDay)).toEqual(schedule.map((row) => addDays(row.dueDay, 2)));
    expect(book[0]?.periodStart).toBe(payout);
    expect(book.map((i) => i.interestPaise)).toEqual(schedule.map((row) => row.interestPaise));
    // Nothing accrues on the payout day itself; the first period earns exactly the schedule's interest.
    expect(accrueDay(book, payout, terms).interestPaise).toBe(0);
    const first = accrue(book, payout, book[0]?.dueDay ?? '');
    expect(first.interest).toBe(schedule[0]?.interestPaise);
    const all = accrue(book, payout, book.at(-1)?.dueDay ?? '');
    expect(all.interest).toBe(schedule.reduce((s, row) => s + row.interestPaise, 0));
  });

  it('opens on the schedule when the payout is on the order day', () => {
    expect(openBook(schedule, START, START)).toEqual(openBook(schedule, START));
  });

  it('earns the signed schedule interest from any payout day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 2_00_000_00 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 5 }),
        (amount, count, rate, late) => {
          const rows = buildSchedule({
            amountPaise: paise(amount),
            dailyRatePpm: rate,
            termDays: 15 * count,
            installmentDays: 15,
            startDay: START,
          });
          const payout = addDays(START, late);
          const book = openBook(rows, START, payout);
          const run = accrue(book, payout, book.at(-1)?.dueDay ?? '', { ...terms, dailyRatePpm: rate });
          expect(run.interest).toBe(rows.reduce((s, row) => s + row.interestPaise, 0));
          expect(daysBetween(payout, book[0]?.dueDay ?? '')).toBe(15);
        },
      ),
    );
  });
});

describe('a part payment lowers the interest after it (decision 069)', () => {
  it('re-bases the running period on what is still owed, from the payment day', () => {
    const day = '2026-01-11'; // 10 days held
    const accrued = accrue(openBook(schedule, START), START, day).book;
    const paid = applyPayment(accrued, 5_000_00, day, 'partial', terms);
    expect(paid.interestPaise).toBe(50_00);
    expect(paid.principalPaise).toBe(4_950_00);
    // Rs 50 for the 10 days on Rs 10,000, then 5 days on Rs 5,050: Rs 12.63 (Rs 25 before).
    expect(paid.book[0]).toMatchObject({
      periodStart: day,
      interestBasePaise: 5_050_00,
      interestOffsetPaise: 50_00,
      interestPaise: 62_63,
    });
    // Instalments 2 and 3 run on the Rs 5,050 still owed in their periods, 4 on Rs 5,050 less 3's Rs 50.01.
    expect(paid.book[1]?.interestBasePaise).toBe(5_050_00);
    expect(paid.book[2]?.interestBasePaise).toBe(5_050_00);
    expect(paid.book[3]?.interestBasePaise).toBe(4_999_99);
    expect(paid.book[1]?.interestPaise).toBe(applyPpm(paise(5_050_00), 500, 15));
    expect(billOwing(paid.book, day).interestPaise).toBe(62_63 - 50_00);
    expect(sumInterest(paid.book)).toBeLessThan(sumInterest(accrued));
    // The books then earn exactly the lower interest.
    const due = accrue(paid.book, day, schedule[0]?.dueDay ?? '');
    expect(due.interest).toBe(12_63);
  });

  it('lowers nothing for a payment of what is due (a bill on its due day)', () => {
    const due = schedule[0]?.dueDay ?? '';
    const accrued = accrue(openBook(schedule, START), START, due).book;
    const paid = applyPayment(accrued, billOwing(accrued, due).totalPaise, due, 'bill', terms);
    expect(paid.book.slice(1)).toEqual(accrued.slice(1));
  });

  it('closes the loan with a part payment equal to the payoff, as a full one', () => {
    const day = '2026-01-20'; // inside instalment 2
    const accrued = accrue(openBook(schedule, START), START, day).book;
    const payoff = payoffOwing(accrued);
    const paid = applyPayment(accrued, payoff.totalPaise, day, 'partial', terms);
    expect(paid.settled).toBe(true);
    expect(paid.excessPaise).toBe(0);
    expect(paid.book.every((i) => i.paidDay === day)).toBe(true);
    expect(bookBalances(paid.book)).toEqual({ principalPaise: 0, interestPaise: 0, penalPaise: 0 });
    // Without the loan's rate too (the books then close as a full payment would).
    expect(applyPayment(accrued, payoff.totalPaise + 7, day, 'partial')).toMatchObject({
      settled: true,
      excessPaise: 7,
    });
    // A paisa short leaves it open.
    expect(applyPayment(accrued, payoff.totalPaise - 1, day, 'partial', terms).settled).toBe(false);
  });

  it('closes the loan when a settlement of a part payment covers the payoff', () => {
    const day = '2026-01-20';
    const accrued = accrue(openBook(schedule, START), START, day).book;
    const out = settleRepayment({
      book: accrued,
      terms,
      day,
      loanOpen: true,
      kind: 'partial',
      collectedPaise: payoffOwing(accrued).totalPaise,
      couponPaise: 0,
      exit: null,
      startedAt: new Date('2026-01-20T06:00:00Z'),
    });
    expect(out.outcome).toBe('settled');
    expect(out.payoffPaise).toBe(0);
  });
});

/** A loan, a part payment on some day, then either every bill paid (maybe late) or the payoff on some later day. */
const anyLoan = fc.record({
  amountPaise: fc.integer({ min: 1_000_00, max: 2_00_000_00 }),
  count: fc.integer({ min: 1, max: 3 }),
  installmentDays: fc.integer({ min: 7, max: 30 }),
  rate: fc.integer({ min: 100, max: 2_000 }),
  prepayDay: fc.integer({ min: 0, max: 95 }),
  prepayPaise: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 2_10_000_00 })),
  rest: fc.oneof(
    fc.record({ plan: fc.constant('bills' as const), late: fc.integer({ min: 0, max: 6 }) }),
    fc.record({ plan: fc.constant('payoff' as const), after: fc.integer({ min: 0, max: 60 }) }),
  ),
});
type Loan = typeof anyLoan extends fc.Arbitrary<infer T> ? T : never;

interface Run {
  book: BookInstalment[];
  ledger: LedgerLine[];
  collectedPaise: number;
  refundedPaise: number;
}

/** Lives the loan day by day as the API does: the day's accrual, then that day's payments, each journal posted. */
function live(loan: Loan, prepay: boolean, rows: readonly Instalment[]): Run {
  const t: BookTerms = { ...terms, dailyRatePpm: loan.rate };
  let book = openBook(rows, START);
  const ledger: LedgerLine[] = [
    { account: 'principal_receivable', amountPaise: loan.amountPaise },
    { account: 'disbursement_clearing', amountPaise: -loan.amountPaise },
  ];
  let collected = 0;
  let refunded = 0;
  const prepayDay = addDays(START, loan.prepayDay);
  const pay = (day: string, kind: RepaymentKind, amount: number) => {
    const out = settleRepayment({
      book,
      terms: t,
      day,
      loanOpen: true,
      kind,
      collectedPaise: amount,
      couponPaise: 0,
      exit: null,
      startedAt: new Date(`${day}T06:00:00Z`),
    });
    book = out.book;
    for (const journal of out.journals) ledger.push(...journal.lines);
    collected += amount;
    refunded += out.allocation.excessPaise;
    expectBalanced(book, ledger);
  };
  const last = addDays(rows.at(-1)?.dueDay ?? START, 200);
  for (let day = START; book.some(isOpen) && daysBetween(day, last) >= 0; day = addDays(day, 1)) {
    if (day !== START) {
      const step = accrueDay(book, day, t);
      book = step.book;
      if (step.interestPaise + step.penalPaise > 0) {
        ledger.push(...accrualJournal(step.interestPaise, step.penalPaise));
      }
    }
    if (prepay && day === prepayDay) pay(day, 'partial', loan.prepayPaise);
    if (!book.some(isOpen)) break;
    if (loan.rest.plan === 'bills') {
      const late = loan.rest.late;
      if (book.some((i) => isOpen(i) && daysBetween(i.dueDay, day) >= late)) {
        pay(day, 'bill', billOwing(book, day).totalPaise);
      }
    } else if (day === addDays(prepayDay, loan.rest.after)) {
      pay(day, 'full', payoffOwing(book).totalPaise);
    }
  }
  return { book, ledger, collectedPaise: collected, refundedPaise: refunded };
}

function expectBalanced(book: readonly BookInstalment[], ledger: readonly LedgerLine[]) {
  const ledgerBalances = balances(ledger);
  expect(Object.values(ledgerBalances).reduce((s, v) => s + (v ?? 0), 0)).toBe(0);
  expect(bookBalances(book)).toEqual({
    principalPaise: ledgerBalances.principal_receivable ?? 0,
    interestPaise: ledgerBalances.interest_receivable ?? 0,
    penalPaise: ledgerBalances.penal_receivable ?? 0,
  });
}

const rowsOf = (loan: Loan) =>
  buildSchedule({
    amountPaise: paise(loan.amountPaise),
    dailyRatePpm: loan.rate,
    termDays: loan.installmentDays * loan.count,
    installmentDays: loan.installmentDays,
    startDay: START,
  });

const interestIncome = (run: Run) => 0 - (balances(run.ledger).interest_income ?? 0);
const penalIncome = (run: Run) => 0 - (balances(run.ledger).penal_income ?? 0);

describe('prepayment (property)', () => {
  it('never charges more interest than the same loan without it', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const rows = rowsOf(loan);
        const withPrepayment = live(loan, true, rows);
        const without = live(loan, false, rows);
        expect(interestIncome(withPrepayment)).toBeLessThanOrEqual(interestIncome(without));
      }),
      { numRuns: 300 },
    );
  });

  it('takes exactly the principal, the interest and the charges once the loan is paid off, the ledger balanced throughout', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const run = live(loan, true, rowsOf(loan));
        expect(run.book.every((i) => !isOpen(i))).toBe(true);
        expect(run.collectedPaise - run.refundedPaise).toBe(
          loan.amountPaise + interestIncome(run) + penalIncome(run),
        );
        expect(bookBalances(run.book)).toEqual({ principalPaise: 0, interestPaise: 0, penalPaise: 0 });
        expect(run.book.reduce((s, i) => s + i.paidInterestPaise, 0)).toBe(interestIncome(run));
        expectBalanced(run.book, run.ledger);
      }),
      { numRuns: 300 },
    );
  });

  it('re-bases the instalments on what is still owed, never raising an instalment’s interest', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const rows = rowsOf(loan);
        const t: BookTerms = { ...terms, dailyRatePpm: loan.rate };
        const day = addDays(START, loan.prepayDay);
        const before = accrue(openBook(rows, START), START, day, t).book;
        const after = applyPayment(before, loan.prepayPaise, day, 'partial', t).book;
        after.forEach((i, k) => {
          const was = before[k] as BookInstalment;
          expect(i.interestPaise).toBeLessThanOrEqual(was.interestPaise);
          expect(i.interestPaise).toBeGreaterThanOrEqual(i.accruedInterestPaise);
          if (!isOpen(i)) return;
          const owed = after
            .slice(k)
            .reduce((s, j) => s + (isOpen(j) ? j.principalPaise - j.paidPrincipalPaise : 0), 0);
          expect(i.interestBasePaise).toBeGreaterThanOrEqual(owed);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('a bill paid early never costs more than closing the loan (decision 072)', () => {
  /** Rs 10,000 for 15 days in one instalment, 0.05% a day. */
  const single = buildSchedule({
    amountPaise: paise(10_000_00),
    dailyRatePpm: 500,
    termDays: 15,
    installmentDays: 15,
    startDay: START,
  });

  it('on a one-instalment loan before its due day, the bill is the payoff, and paying it closes the loan at the interest to date', () => {
    const day = addDays(START, 4);
    const book = accrue(openBook(single, START), START, day).book;
    // As scheduled the bill was Rs 10,075 (the whole Rs 75 of interest); closing today costs Rs 10,020.
    expect(scheduledBillOwing(book, day).totalPaise).toBe(10_075_00);
    expect(billOwing(book, day)).toEqual(payoffOwing(book));
    expect(billOwing(book, day).totalPaise).toBe(10_020_00);
    const paid = applyPayment(book, billOwing(book, day).totalPaise, day, 'bill', terms);
    expect(paid).toMatchObject({
      settled: true,
      recognisedInterestPaise: 0,
      principalPaise: 10_000_00,
      interestPaise: 20_00,
      excessPaise: 0,
    });
    expect(paid.book[0]).toMatchObject({ paidDay: day, interestPaise: 20_00, paidInterestPaise: 20_00 });
  });

  it('on a loan of several instalments, an instalment paid before its due day is paid as scheduled (decision 021)', () => {
    const day = addDays(START, 4);
    const book = accrue(openBook(schedule, START), START, day).book;
    expect(billOwing(book, day)).toEqual(scheduledBillOwing(book, day));
    expect(billOwing(book, day).interestPaise).toBe(schedule[0]?.interestPaise);
    const paid = applyPayment(book, billOwing(book, day).totalPaise, day, 'bill', terms);
    expect(paid.settled).toBe(false);
    expect(paid.recognisedInterestPaise).toBe((schedule[0]?.interestPaise ?? 0) - 20_00);
    expect(paid.book[0]?.paidDay).toBe(day);
  });

  it('closes the loan with a bill payment that covers the payoff, as a full one', () => {
    const day = addDays(START, 4);
    const book = accrue(openBook(schedule, START), START, day).book;
    const payoff = payoffOwing(book).totalPaise;
    expect(applyPayment(book, payoff + 5, day, 'bill', terms)).toMatchObject({
      settled: true,
      excessPaise: 5,
      recognisedInterestPaise: 0,
    });
  });

  /** Any book on any day: some instalments, a late payout, perhaps a part payment, a bill or an extension before. */
  const anyBook = fc
    .record({
      amountPaise: fc.integer({ min: 1_000_00, max: 2_00_000_00 }),
      count: fc.integer({ min: 1, max: 6 }),
      installmentDays: fc.integer({ min: 7, max: 30 }),
      rate: fc.integer({ min: 1, max: 2_000 }),
      late: fc.integer({ min: 0, max: 3 }),
      before: fc.constantFrom('none', 'part', 'bill', 'extension'),
      beforeDay: fc.integer({ min: 0, max: 100 }),
      part: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 2_00_000_00 })),
      days: fc.integer({ min: 0, max: 120 }),
    })
    .map((g) => {
      const t: BookTerms = { ...terms, dailyRatePpm: g.rate };
      const rows = buildSchedule({
        amountPaise: paise(g.amountPaise),
        dailyRatePpm: g.rate,
        termDays: g.installmentDays * g.count,
        installmentDays: g.installmentDays,
        startDay: START,
      });
      const payout = addDays(START, g.late);
      let book = openBook(rows, START, payout);
      const mid = addDays(payout, Math.min(g.beforeDay, g.days));
      book = accrue(book, payout, mid, t).book;
      if (g.before === 'part')
        book = applyPayment(book, Math.min(g.part, payoffOwing(book).totalPaise), mid, 'partial', t).book;
      if (g.before === 'bill')
        book = applyPayment(book, billOwing(book, mid).totalPaise, mid, 'bill', t).book;
      if (g.before === 'extension' && book.some(isOpen)) book = applyExtension(book, mid, t);
      const day = addDays(payout, g.days);
      book = accrue(book, mid, day, t).book;
      return { book, day, terms: t };
    })
    .filter(({ book }) => book.some(isOpen));

  it('for any book and day, the bill is at most the payoff; paying it keeps the ledger balanced, and closes the loan when it covers every open instalment (property)', () => {
    fc.assert(
      fc.property(anyBook, ({ book, day, terms: t }) => {
        const bill = billOwing(book, day);
        const payoff = payoffOwing(book);
        expect(bill.totalPaise).toBeLessThanOrEqual(payoff.totalPaise);
        expect(bill.totalPaise).toBeLessThanOrEqual(scheduledBillOwing(book, day).totalPaise);
        expect(bill.totalPaise).toBe(bill.principalPaise + bill.interestPaise + bill.penalPaise);
        const opening = bookBalances(book);
        const ledger: LedgerLine[] = [
          { account: 'principal_receivable', amountPaise: opening.principalPaise },
          { account: 'interest_receivable', amountPaise: opening.interestPaise },
          { account: 'penal_receivable', amountPaise: opening.penalPaise },
          {
            account: 'disbursement_clearing',
            amountPaise: -(opening.principalPaise + opening.interestPaise + opening.penalPaise),
          },
        ];
        const out = settleRepayment({
          book,
          terms: t,
          day,
          loanOpen: true,
          kind: 'bill',
          collectedPaise: bill.totalPaise,
          couponPaise: 0,
          exit: null,
          startedAt: new Date(`${day}T06:00:00Z`),
        });
        for (const journal of out.journals) {
          expect(journal.lines.reduce((s, line) => s + line.amountPaise, 0)).toBe(0);
          ledger.push(...journal.lines);
        }
        expectBalanced(out.book, ledger);
        expect(out.allocation.excessPaise).toBe(0);
        expect(out.remainingPaise).toBeNull();
        const coversAll = billInstalments(book, day).length === book.filter(isOpen).length;
        if (coversAll) {
          expect(out.outcome).toBe('settled');
          expect(out.book.every((i) => !isOpen(i))).toBe(true);
          // Interest to date only: nothing recognised ahead of its day.
          expect(out.allocation.interestPaise).toBe(payoff.interestPaise);
          expect(bill).toEqual(payoff);
        }
        // The bill's instalments are paid off.
        for (const i of billInstalments(book, day)) {
          expect(out.book.find((j) => j.number === i.number)?.paidDay).toBe(day);
        }
      }),
      { numRuns: 400 },
    );
  });
});
