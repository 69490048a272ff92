import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { DEFAULT_PRODUCTS } from '../../order/products';
import { addDays } from '../../pricing/day-key';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule } from '../../pricing/schedule';
import { limitOfferTerms } from '../limit-offer';
import {
  accrueDay,
  applyPayment,
  type BookInstalment,
  type BookTerms,
  billOwing,
  bookBalances,
  openBook,
  overdueDays,
  payoffOwing,
} from '../loan-book';
import { inReminderWindow, reminderOffset } from '../reminders';

const START = '2026-01-01';
const terms: BookTerms = { ...DEFAULT_PRICING, dailyRatePpm: 500 };

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
  let interest = 0;
  let penal = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    const step = accrueDay(current, day, terms);
    current = step.book;
    interest += step.interestPaise;
    penal += step.penalPaise;
  }
  return { book: current, interest, penal };
}

describe('interest accrual', () => {
  it('recognises exactly the schedule interest of an instalment by its due day', () => {
    const { schedule, book } = newBook();
    const first = schedule[0];
    const { book: after, interest } = accrue(book, START, first?.dueDay ?? '');
    expect(interest).toBe(first?.interestPaise); // 10,000 × 0.05% × 15 = Rs 75
    expect(interest).toBe(75_00);
    expect(after[0]?.accruedInterestPaise).toBe(75_00);
    expect(after[1]?.accruedInterestPaise).toBe(0);
  });

  it('accrues the whole schedule interest over the term when everything is paid on time', () => {
    const { schedule, book } = newBook(12_345_67);
    let current = book;
    let day = START;
    let interest = 0;
    for (const row of schedule) {
      const step = accrue(current, day, row.dueDay);
      interest += step.interest;
      expect(step.penal).toBe(0);
      const bill = billOwing(step.book, row.dueDay);
      expect(bill.totalPaise).toBe(row.totalPaise);
      current = applyPayment(step.book, bill.totalPaise, row.dueDay, 'bill').book;
      day = row.dueDay;
    }
    expect(interest).toBe(schedule.reduce((s, r) => s + r.interestPaise, 0));
    expect(current.every((i) => i.paidDay !== null)).toBe(true);
  });

  it('is a no-op for a day already accrued (the job can run twice)', () => {
    const { book } = newBook();
    const once = accrueDay(book, '2026-01-05', terms);
    const twice = accrueDay(once.book, '2026-01-05', terms);
    expect(twice.interestPaise).toBe(0);
    expect(twice.penalPaise).toBe(0);
    expect(twice.book).toEqual(once.book);
  });
});

describe('overdue', () => {
  it('charges late interest on the overdue instalment and the penalty fee once, never compounding', () => {
    const { schedule, book } = newBook();
    const due = schedule[0]?.dueDay ?? '';
    const onDue = accrue(book, START, due).book;
    const day1 = accrueDay(onDue, addDays(due, 1), terms);
    const owedInstalment = schedule[0]?.totalPaise ?? 0; // 1,666.67 + 75
    // 0.1% of Rs 1,741.67 a day = Rs 1.74, plus the Rs 100 fee once.
    expect(day1.penalPaise).toBe(Math.round(owedInstalment / 1000) + 100_00);
    const day2 = accrueDay(day1.book, addDays(due, 2), terms);
    expect(day2.penalPaise).toBe(Math.round(owedInstalment / 1000));
    expect(overdueDays(day2.book, addDays(due, 2))).toBe(2);
    expect(billOwing(day2.book, addDays(due, 2)).penalPaise).toBe(day1.penalPaise + day2.penalPaise);
  });
});

describe('payments', () => {
  it('allocates penal charges, then interest, then principal, oldest instalment first', () => {
    const { schedule, book } = newBook();
    const due = schedule[0]?.dueDay ?? '';
    const late = accrue(book, START, addDays(due, 3)).book;
    const penal = bookBalances(late).penalPaise;
    const result = applyPayment(late, penal + 50_00, addDays(due, 3), 'partial');
    expect(result.penalPaise).toBe(penal);
    expect(result.interestPaise).toBe(50_00);
    expect(result.principalPaise).toBe(0);
    expect(result.book[0]?.paidDay).toBeNull();
  });

  it('pays a bill early with its whole interest, and closes that instalment', () => {
    const { schedule, book } = newBook();
    const day = '2026-01-05';
    const accrued = accrue(book, START, day).book;
    const bill = billOwing(accrued, day);
    expect(bill.totalPaise).toBe(schedule[0]?.totalPaise);
    const paid = applyPayment(accrued, bill.totalPaise, day, 'bill');
    expect(paid.recognisedInterestPaise).toBe(75_00 - 4 * 5_00);
    expect(paid.book[0]?.paidDay).toBe(day);
    expect(bookBalances(paid.book).principalPaise).toBe(10_000_00 - (schedule[0]?.principalPaise ?? 0));
  });

  it('forecloses with interest to date only', () => {
    const { book } = newBook();
    const day = '2026-01-11'; // 10 days held
    const accrued = accrue(book, START, day).book;
    const payoff = payoffOwing(accrued);
    expect(payoff).toEqual({
      principalPaise: 10_000_00,
      interestPaise: 50_00,
      penalPaise: 0,
      totalPaise: 10_050_00,
    });
    const paid = applyPayment(accrued, payoff.totalPaise, day, 'full');
    expect(paid.settled).toBe(true);
    expect(paid.excessPaise).toBe(0);
    expect(bookBalances(paid.book)).toEqual({ principalPaise: 0, interestPaise: 0, penalPaise: 0 });
  });

  it('treats a full payment short of the payoff as a partial one and keeps the loan open', () => {
    const { book } = newBook();
    const accrued = accrue(book, START, '2026-01-11').book;
    const paid = applyPayment(accrued, 5_000_00, '2026-01-11', 'full');
    expect(paid.settled).toBe(false);
    expect(paid.interestPaise).toBe(50_00);
    expect(paid.principalPaise).toBe(4_950_00);
    expect(paid.book[0]?.interestPaise).toBe(75_00);
  });

  it('keeps what a payment brings beyond the payoff as excess', () => {
    const { book } = newBook();
    const paid = applyPayment(book, 10_100_00, START, 'full');
    expect(paid.settled).toBe(true);
    expect(paid.excessPaise).toBe(100_00);
  });

  it('never loses a paisa: what is paid is allocated or excess, and the books never go negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_001_00, max: 60_000_00 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 80_000_00 }),
        fc.constantFrom('bill', 'full', 'partial'),
        (amount, daysLater, payment, mode) => {
          const { book } = newBook(amount);
          const day = addDays(START, daysLater);
          const accrued = accrue(book, START, day).book;
          const before = bookBalances(accrued);
          const result = applyPayment(accrued, payment, day, mode as 'bill' | 'full' | 'partial');
          const after = bookBalances(result.book);
          expect(result.principalPaise + result.interestPaise + result.penalPaise + result.excessPaise).toBe(
            payment,
          );
          expect(after.principalPaise).toBe(before.principalPaise - result.principalPaise);
          expect(after.penalPaise).toBe(before.penalPaise - result.penalPaise);
          expect(after.interestPaise).toBeGreaterThanOrEqual(0);
          expect(after.principalPaise).toBeGreaterThanOrEqual(0);
          expect(after.penalPaise).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('reminders', () => {
  it('fall on D-3, D-1, the due day and overdue days 1, 3 and 7 only', () => {
    const due = '2026-03-10';
    const offsets = Array.from({ length: 17 }, (_, i) => addDays('2026-03-02', i)).map((day) => [
      day,
      reminderOffset(due, day),
    ]);
    expect(offsets.filter(([, o]) => o !== null)).toEqual([
      ['2026-03-07', 3],
      ['2026-03-09', 1],
      ['2026-03-10', 0],
      ['2026-03-11', -1],
      ['2026-03-13', -3],
      ['2026-03-17', -7],
    ]);
  });

  it('go only between 08:00 and 19:00 in India', () => {
    expect(inReminderWindow(new Date('2026-03-10T02:29:00Z'))).toBe(false); // 07:59 IST
    expect(inReminderWindow(new Date('2026-03-10T02:30:00Z'))).toBe(true); // 08:00 IST
    expect(inReminderWindow(new Date('2026-03-10T13:29:00Z'))).toBe(true); // 18:59 IST
    expect(inReminderWindow(new Date('2026-03-10T13:30:00Z'))).toBe(false); // 19:00 IST
  });
});

describe('the higher limit an on-time loan earns', () => {
  const personal = DEFAULT_PRODUCTS[0];
  it('raises the quota by 20% in Rs 100 steps and unlocks the next term, up to the product', () => {
    if (!personal) throw new Error('no product');
    expect(limitOfferTerms(12_500_00, personal, 0, DEFAULT_PRICING)).toEqual({
      quotaPaise: 15_000_00,
      maxTermMonths: 6,
    });
    expect(limitOfferTerms(12_345_00, personal, 1, DEFAULT_PRICING)).toEqual({
      quotaPaise: 14_800_00,
      maxTermMonths: 9,
    });
    expect(limitOfferTerms(personal.maxAmountPaise - 100_00, personal, 0, DEFAULT_PRICING)?.quotaPaise).toBe(
      personal.maxAmountPaise,
    );
    expect(limitOfferTerms(personal.maxAmountPaise, personal, 10, DEFAULT_PRICING)).toBeNull();
  });
});
