import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { addDays } from '../../pricing/day-key';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule } from '../../pricing/schedule';
import { applyExtension, extensionQuote } from '../extension';
import {
  accrueDay,
  type BookInstalment,
  type BookTerms,
  billOwing,
  bookBalances,
  openBook,
  overdueDays,
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
    expect(quote).toEqual({
      interestPaise: 50_00,
      penalPaise: 0,
      feePaise: 100_00,
      gstPaise: 18_00,
      totalPaise: 168_00,
      newDueDay: addDays(schedule[0]?.dueDay ?? '', 15),
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
    const extended = applyExtension(late, day, terms);
    expect(overdueDays(extended, day)).toBe(0);
    expect(accrue(extended, day, '2026-02-10').penal).toBe(0);
    expect(GST_OFF.gstBase).toBe('service_fee');
    expect(extensionQuote(late, day, GST_OFF)?.gstPaise).toBe(0);
  });
});
