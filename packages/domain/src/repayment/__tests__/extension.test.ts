import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { addDays } from '../../pricing/day-key';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule } from '../../pricing/schedule';
import { applyExtension, extensionQuote } from '../extension';
import { extensionAllowance, instalmentsPaid } from '../extension-cap';
import {
  accrueDay,
  applyPayment,
  type BookInstalment,
  type BookTerms,
  billOwing,
  bookBalances,
  isOpen,
  openBook,
  overdueDays,
  payoffOwing,
} from '../loan-book';

const START = '2026-01-01';
const terms: BookTerms = { ...DEFAULT_PRICING, dailyRatePpm: 500 };
const GST_OFF: BookTerms = { ...terms, gstBase: 'service_fee' };

/** Rs 10,000 over 3 months: 6 instalments of Rs 1,666.67/66 principal every 15 days, 0.05% a day. */
function newBook(amountPaise = 10_000_00) {
  const schedule = buildSchedule({
    amountPaise: paise(amountPaise),
    dailyRatePpm: terms.dailyRatePpm,
    termDays: 90,
    installmentDays: 15,
    startDay: START,
  });
  return { schedule, book: openBook(schedule, START) };
}

/** Accrues every day after `from` through `to`. */
function accrue(book: BookInstalment[], from: string, to: string) {
  let current = book;
  let penal = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    const step = accrueDay(current, day, terms);
    current = step.book;
    penal += step.penalPaise;
  }
  return { book: current, penal };
}

describe('extension', () => {
  it('takes interest to date plus the fee and GST, moves the due day, keeps the principal', () => {
    const { schedule, book } = newBook();
    const day = '2026-01-11';
    const accrued = accrue(book, START, day).book;
    const quote = extensionQuote(accrued, day, terms);
    const newDueDays = schedule.map((row) => addDays(row.dueDay, 15));
    expect(quote).toEqual({
      interestPaise: 50_00,
      penalPaise: 0,
      feePaise: 100_00,
      gstPaise: 18_00,
      totalPaise: 168_00,
      // 15 added days on Rs 10,000 at 0.05% a day, owed with the first instalment on its new day.
      addedInterestPaise: 75_00,
      costPaise: 100_00 + 18_00 + 75_00,
      newDueDay: addDays(schedule[0]?.dueDay ?? '', 15),
      dueAtNewDueDayPaise: (schedule[0]?.principalPaise ?? 0) + 100_00,
      newDueDays,
      principalPaise: 10_000_00,
    });
    const extended = applyExtension(accrued, day, terms);
    expect(extended[0]?.dueDay).toBe('2026-01-31');
    expect(extended[1]?.dueDay).toBe('2026-02-15');
    expect(extended[5]?.dueDay).toBe(addDays(schedule[5]?.dueDay ?? '', 15));
    expect(bookBalances(extended)).toEqual({ principalPaise: 10_000_00, interestPaise: 0, penalPaise: 0 });
    // The first instalment now runs 20 more days on Rs 10,000: Rs 100 more interest, due on the new day.
    expect(extended[0]?.interestPaise).toBe(50_00 + 100_00);
    const later = accrue(extended, day, '2026-01-31');
    expect(later.penal).toBe(0);
    expect(billOwing(later.book, '2026-01-31').interestPaise).toBe(100_00);
  });

  it('extends an overdue loan from today, with no overdue charge in the extended period', () => {
    const { book } = newBook();
    const day = '2026-01-26'; // 10 days late
    const late = accrue(book, START, day).book;
    const quote = extensionQuote(late, day, terms);
    expect(quote?.penalPaise).toBeGreaterThan(100_00);
    expect(quote?.newDueDay).toBe('2026-02-10');
    // 15 days on Rs 10,000 for the first instalment, and the second (10 of its days accrued, paid now)
    // runs its 15 days again from the new due day: 10 days on Rs 8,333.33 more.
    expect(quote?.addedInterestPaise).toBe(75_00 + 41_67);
    const extended = applyExtension(late, day, terms);
    expect(overdueDays(extended, day)).toBe(0);
    expect(accrue(extended, day, '2026-02-10').penal).toBe(0);
    expect(GST_OFF.gstBase).toBe('service_fee');
    expect(extensionQuote(late, day, GST_OFF)?.gstPaise).toBe(0);
  });
});

describe('the added days are priced on the principal owed', () => {
  it('after a part payment below the re-base threshold, on what is owed, not on the stored base', () => {
    const { book } = newBook();
    const day = '2026-01-11'; // 10 days held: Rs 50 of interest accrued
    const accrued = accrue(book, START, day).book;
    // Rs 55: the Rs 50 of interest and Rs 5 of principal, too little to re-base the running period.
    const paid = applyPayment(accrued, 55_00, day, 'partial', terms).book;
    expect(paid[0]).toMatchObject({ interestBasePaise: 10_000_00, interestPaise: 75_00 });
    const quote = extensionQuote(paid, day, terms);
    // 20 days from today to the new due day on Rs 9,995 (Rs 99.95, not Rs 100 on Rs 10,000), less the 5 days it replaces.
    expect(quote?.addedInterestPaise).toBe(50_00 + 99_95 - 75_00);
    const extended = applyExtension(paid, day, terms);
    expect(extended[0]).toMatchObject({ interestBasePaise: 9_995_00, interestPaise: 50_00 + 99_95 });
    expect(sumInterest(extended) - sumInterest(paid)).toBe(quote?.addedInterestPaise);
    // The books then earn exactly that by the new due day.
    const later = accrue(extended, day, '2026-01-31').book;
    expect(billOwing(later, '2026-01-31').interestPaise).toBe(99_95);
  });
});

const sumInterest = (book: readonly BookInstalment[]) => book.reduce((s, i) => s + i.interestPaise, 0);

/**
 * Any loan (amount, rate, 1-6 instalments) on any day of its term or past it,
 * after a part payment, a paid bill or an earlier extension, or none.
 */
const anyExtension = fc
  .record({
    amountPaise: fc.integer({ min: 2_000_01, max: 5_00_000_00 }),
    dailyRatePpm: fc.integer({ min: 1, max: 10_000 }),
    instalments: fc.integer({ min: 1, max: 6 }),
    extensionDays: fc.integer({ min: 1, max: 30 }),
    gstBase: fc.constantFrom<BookTerms['gstBase']>('all_fees', 'service_fee'),
    days: fc.integer({ min: 0, max: 150 }),
    before: fc.constantFrom('none', 'part', 'bill', 'extension'),
    part: fc.integer({ min: 1, max: 1_00_000_00 }),
    earlier: fc.integer({ min: 0, max: 60 }),
  })
  .map((g) => {
    const t: BookTerms = {
      ...terms,
      dailyRatePpm: g.dailyRatePpm,
      extensionDays: g.extensionDays,
      gstBase: g.gstBase,
    };
    const schedule = buildSchedule({
      amountPaise: paise(g.amountPaise),
      dailyRatePpm: t.dailyRatePpm,
      termDays: 15 * g.instalments,
      installmentDays: 15,
      startDay: START,
    });
    let book = openBook(schedule, START);
    const step = (from: string, to: string) => {
      for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) book = accrueDay(book, d, t).book;
    };
    const mid = addDays(START, Math.min(g.earlier, g.days));
    step(START, mid);
    // With the loan's rate, as the API pays (decision 069: principal paid ahead re-bases the interest).
    if (g.before === 'part')
      book = applyPayment(book, Math.min(g.part, payoffOwing(book).totalPaise), mid, 'partial', t).book;
    if (g.before === 'bill') book = applyPayment(book, billOwing(book, mid).totalPaise, mid, 'bill', t).book;
    if (g.before === 'extension' && book.some(isOpen)) book = applyExtension(book, mid, t);
    const day = addDays(START, g.days);
    step(mid, day);
    return { book, day, terms: t };
  })
  .filter(({ book }) => book.some(isOpen));

describe('the extension quote is what the books charge (property)', () => {
  it('quotes the interest applyExtension adds, and its totals are the sums of their parts', () => {
    fc.assert(
      fc.property(anyExtension, ({ book, day, terms: t }) => {
        const quote = extensionQuote(book, day, t);
        if (!quote) throw new Error('an open loan has a quote');
        const after = applyExtension(book, day, t);
        expect(sumInterest(after) - sumInterest(book)).toBe(quote.addedInterestPaise);
        expect(quote.addedInterestPaise).toBeGreaterThanOrEqual(0);
        expect(quote.totalPaise).toBe(
          quote.interestPaise + quote.penalPaise + quote.feePaise + quote.gstPaise,
        );
        expect(quote.costPaise).toBe(quote.feePaise + quote.gstPaise + quote.addedInterestPaise);
        // what is paid now: the books' interest and penal receivables to date, and nothing else of them
        const paidNow = bookBalances(book);
        expect(paidNow.interestPaise + paidNow.penalPaise).toBe(quote.interestPaise + quote.penalPaise);
        expect(bookBalances(after)).toEqual({
          principalPaise: quote.principalPaise,
          interestPaise: 0,
          penalPaise: 0,
        });
        expect(after.filter(isOpen).map((i) => i.dueDay)).toEqual(quote.newDueDays);
        expect(quote.newDueDays[0]).toBe(quote.newDueDay);
      }),
      { numRuns: 300 },
    );
  });

  it('bills on the new due day exactly what it said would fall due then, with no overdue charge', () => {
    fc.assert(
      fc.property(anyExtension, ({ book, day, terms: t }) => {
        const quote = extensionQuote(book, day, t);
        if (!quote) throw new Error('an open loan has a quote');
        let after = applyExtension(book, day, t);
        let penal = 0;
        for (let d = addDays(day, 1); d <= quote.newDueDay; d = addDays(d, 1)) {
          const step = accrueDay(after, d, t);
          after = step.book;
          penal += step.penalPaise;
        }
        expect(penal).toBe(0);
        expect(billOwing(after, quote.newDueDay).totalPaise).toBe(quote.dueAtNewDueDayPaise);
      }),
      { numRuns: 200 },
    );
  });
});

describe('consecutive extensions', () => {
  const paidFirst = () => {
    const { schedule, book } = newBook();
    const due = schedule[0]?.dueDay ?? '';
    const accrued = accrue(book, START, due).book;
    return { book: applyPayment(accrued, billOwing(accrued, due).totalPaise, due, 'bill').book, due };
  };

  it('counts the extensions since the payout while no instalment is paid', () => {
    const { book } = newBook();
    const past = [
      { day: '2026-01-10', instalmentsPaid: 0 },
      { day: '2026-01-25', instalmentsPaid: 0 },
    ];
    expect(extensionAllowance(book, past.slice(0, 1), 2)).toEqual({ max: 2, used: 1, left: 1 });
    expect(extensionAllowance(book, past, 2)).toEqual({ max: 2, used: 2, left: 0 });
    expect(extensionAllowance(book, past, 0)).toEqual({ max: 0, used: 2, left: 0 });
  });

  it('starts again once an instalment is paid off', () => {
    const { book, due } = paidFirst();
    expect(instalmentsPaid(book)).toBe(1);
    const past = [
      { day: '2026-01-05', instalmentsPaid: 0 },
      { day: '2026-01-10', instalmentsPaid: 0 },
      { day: '2026-01-20', instalmentsPaid: 1 },
    ];
    expect(extensionAllowance(book, past, 2)).toEqual({ max: 2, used: 1, left: 1 });
    // one recorded before the count was kept: in the run when paid after the last instalment's pay day
    expect(extensionAllowance(book, [{ day: due, instalmentsPaid: null }], 2).used).toBe(0);
    expect(extensionAllowance(book, [{ day: addDays(due, 1), instalmentsPaid: null }], 2).used).toBe(1);
  });
});
