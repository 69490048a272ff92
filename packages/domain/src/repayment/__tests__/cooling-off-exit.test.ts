import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { coolingOff } from '../../pricing/cooling-off';
import { addDays } from '../../pricing/day-key';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule } from '../../pricing/schedule';
import { istDayKey } from '../../util/time';
import { closeByCoolingOffExit, coolingOffExitOwing, exitInterestOfQuote } from '../cooling-off-exit';
import { accrueDay, applyPayment, type BookTerms, isOpen, openBook, payoffOwing } from '../loan-book';
import { settleRepayment } from '../settlement';

/** A loan paid out at `disbursedAt` (its books opened `lateDays` earlier), looked at `heldMinutes` later. */
function exitCase(g: {
  amountPaise: number;
  dailyRatePpm: number;
  instalments: number;
  disbursedAt: Date;
  lateDays: number;
  coolingOffHours: number;
  heldMinutes: number;
  prepaidPaise: number;
}) {
  const terms: BookTerms = { ...DEFAULT_PRICING, dailyRatePpm: g.dailyRatePpm };
  const startDay = addDays(istDayKey(g.disbursedAt), -g.lateDays);
  const schedule = buildSchedule({
    amountPaise: paise(g.amountPaise),
    dailyRatePpm: g.dailyRatePpm,
    termDays: 15 * g.instalments,
    installmentDays: 15,
    startDay,
  });
  const now = new Date(g.disbursedAt.getTime() + g.heldMinutes * 60_000);
  const day = istDayKey(now);
  let book = openBook(schedule, startDay);
  for (let d = addDays(startDay, 1); d <= day; d = addDays(d, 1)) book = accrueDay(book, d, terms).book;
  if (g.prepaidPaise > 0) {
    const part = Math.min(g.prepaidPaise, payoffOwing(book).totalPaise - 1);
    if (part > 0) book = applyPayment(book, part, day, 'partial').book;
  }
  const window = coolingOff({
    amountPaise: g.amountPaise,
    dailyRatePpm: g.dailyRatePpm,
    disbursedAt: g.disbursedAt,
    coolingOffHours: g.coolingOffHours,
    now,
  });
  return { terms, book, day, now, window };
}

const anyExit = fc
  .record({
    amountPaise: fc.integer({ min: 2_000_01, max: 5_00_000_00 }),
    dailyRatePpm: fc.integer({ min: 1, max: 3_000 }),
    instalments: fc.integer({ min: 1, max: 12 }),
    disbursedAt: fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    lateDays: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
    coolingOffHours: fc.integer({ min: 24, max: 72 }),
    heldMinutes: fc.integer({ min: 0, max: 72 * 60 }),
    prepaidPaise: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_00_000_00 })),
  })
  .map(exitCase)
  .filter((c) => c.window.open);

describe('the cooling-off exit (property)', () => {
  it('is never above paying in full at the same moment, for any amount, rate and time held', () => {
    fc.assert(
      fc.property(anyExit, ({ book, window }) => {
        const exit = coolingOffExitOwing(book, window.interestPaise);
        const payoff = payoffOwing(book);
        expect(exit.totalPaise).toBeLessThanOrEqual(payoff.totalPaise);
        expect(exit.principalPaise).toBe(payoff.principalPaise);
        // At most the interest of the days held, never less than what was already paid.
        expect(exit.interestPaise).toBeGreaterThanOrEqual(0);
        expect(exit.loanInterestPaise).toBeLessThanOrEqual(
          Math.max(
            window.interestPaise,
            book.reduce((s, i) => s + i.paidInterestPaise, 0),
          ),
        );
      }),
    );
  });

  it('closes the books at the quoted amount with balanced journals, paid that day or the next', () => {
    fc.assert(
      fc.property(anyExit, fc.boolean(), ({ terms, book, day, now, window }, nextDay) => {
        const quoted = coolingOffExitOwing(book, window.interestPaise).totalPaise;
        // The money may arrive after midnight: the books have accrued one more day by then.
        const settleDay = nextDay ? addDays(day, 1) : day;
        const books = nextDay ? accrueDay(book, settleDay, terms).book : book;
        const out = settleRepayment({
          book: books,
          terms,
          day: settleDay,
          loanOpen: true,
          kind: 'cooling_off',
          collectedPaise: quoted,
          couponPaise: 0,
          exit: { until: window.until, interestPaise: exitInterestOfQuote(books, quoted) },
          startedAt: now,
        });
        expect(out.outcome).toBe('exited');
        expect(out.book.every((i) => !isOpen(i))).toBe(true);
        expect(out.allocation.excessPaise).toBe(0);
        expect(out.payoffPaise).toBe(0);
        const lines = out.journals.flatMap((j) => j.lines);
        for (const journal of out.journals) {
          expect(journal.lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(0);
        }
        // The receivables the books held all go: what accrued, plus recognised, less waived, is paid.
        const moved = (account: string) =>
          lines.reduce((s, l) => s + (l.account === account ? l.amountPaise : 0), 0);
        const before = payoffOwing(books);
        expect(moved('interest_receivable') + before.interestPaise).toBe(0);
        expect(moved('principal_receivable') + before.principalPaise).toBe(0);
      }),
    );
  });
});

describe('the cooling-off exit (examples)', () => {
  const base = {
    amountPaise: 15_900_00,
    dailyRatePpm: 500,
    instalments: 6,
    disbursedAt: new Date('2026-11-20T05:00:00Z'), // 10:30 IST
    lateDays: 0,
    coolingOffHours: 24,
    prepaidPaise: 0,
  };

  it('costs the principal alone on the payout day, as paying in full does (it cost a day more before)', () => {
    const { book, window } = exitCase({ ...base, heldMinutes: 60 });
    expect(window.interestPaise).toBe(7_95); // a day's interest, the old exit's extra
    expect(payoffOwing(book).totalPaise).toBe(15_900_00);
    expect(coolingOffExitOwing(book, window.interestPaise)).toMatchObject({
      totalPaise: 15_900_00,
      interestPaise: 0,
      loanInterestPaise: 0,
    });
  });

  it('costs the principal and a day of interest the next morning, again as paying in full', () => {
    const { book, window } = exitCase({ ...base, heldMinutes: 20 * 60 });
    expect(coolingOffExitOwing(book, window.interestPaise).totalPaise).toBe(15_907_95);
    expect(payoffOwing(book).totalPaise).toBe(15_907_95);
  });

  it('charges only the days held when the books opened before a late payout', () => {
    const { book, window } = exitCase({ ...base, lateDays: 2, heldMinutes: 60 });
    expect(payoffOwing(book).interestPaise).toBeGreaterThanOrEqual(2 * 7_95);
    expect(coolingOffExitOwing(book, window.interestPaise).interestPaise).toBe(7_95);
  });

  it('recognises the exit interest not yet accrued and closes the loan', () => {
    const { book } = exitCase({ ...base, heldMinutes: 60 });
    const exit = closeByCoolingOffExit(book, 7_95, 15_907_95, istDayKey(base.disbursedAt));
    expect(exit).toMatchObject({ recognisedInterestPaise: 7_95, waivedInterestPaise: 0, settled: true });
    expect(exit.principalPaise + exit.interestPaise).toBe(15_907_95);
  });
});
