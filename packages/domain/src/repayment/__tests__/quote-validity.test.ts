import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule } from '../../pricing/schedule';
import { accrueDay, applyPayment, type BookTerms, openBook } from '../loan-book';
import { quotedOwing, quoteValidUntil } from '../quote-validity';

const terms: BookTerms = { ...DEFAULT_PRICING, dailyRatePpm: 500 };

describe('quote validity (decision 065)', () => {
  it('holds until the next midnight in India, across a month and a year end', () => {
    expect(quoteValidUntil('2025-01-15').toISOString()).toBe('2025-01-15T18:30:00.000Z');
    expect(quoteValidUntil('2024-02-29').toISOString()).toBe('2024-02-29T18:30:00.000Z');
    expect(quoteValidUntil('2025-12-31').toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });

  it("prices a kind on a day's books; a payoff quoted before midnight falls a day's interest short after it", () => {
    const schedule = buildSchedule({
      amountPaise: paise(10_000_00),
      dailyRatePpm: 500,
      termDays: 90,
      installmentDays: 15,
      startDay: '2026-01-01',
    });
    const day1 = accrueDay(openBook(schedule, '2026-01-01'), '2026-01-02', terms).book;
    const quoted = quotedOwing(day1, '2026-01-02', terms, 'full');
    expect(quoted).toBe(10_000_00 + 5_00);
    expect(quotedOwing(day1, '2026-01-02', terms, 'bill')).toBe(1_666_67 + 75_00);
    // Interest to date, the 1% fee and its GST.
    expect(quotedOwing(day1, '2026-01-02', terms, 'extension')).toBe(5_00 + 100_00 + 18_00);

    const day2 = accrueDay(day1, '2026-01-03', terms).book;
    const now = quotedOwing(day2, '2026-01-03', terms, 'full');
    expect(now - quoted).toBe(5_00);
    // Yesterday's payoff paid today: a part payment, exactly the day's interest left.
    const paid = applyPayment(day2, quoted, '2026-01-03', 'full');
    expect(paid.settled).toBe(false);
    expect(paid.principalPaise + paid.interestPaise + paid.penalPaise + paid.excessPaise).toBe(quoted);
    expect(quotedOwing(paid.book, '2026-01-03', terms, 'full')).toBe(5_00);
    // Nothing left of a kind: 0.
    const closed = applyPayment(day2, now, '2026-01-03', 'full');
    expect(closed.settled).toBe(true);
    expect(quotedOwing(closed.book, '2026-01-03', terms, 'full')).toBe(0);
    expect(quotedOwing(closed.book, '2026-01-03', terms, 'extension')).toBe(0);
  });
});
