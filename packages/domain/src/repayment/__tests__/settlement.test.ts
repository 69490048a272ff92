import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { addDays } from '../../pricing/day-key';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { buildSchedule } from '../../pricing/schedule';
import { extensionQuote } from '../extension';
import {
  accrueDay,
  applyPayment,
  type BookInstalment,
  type BookTerms,
  billOwing,
  isOpen,
  openBook,
  payoffOwing,
  unpaidPenal,
  unpaidPrincipal,
} from '../loan-book';
import { type RepaymentKind, type SettlementInput, settleRepayment } from '../settlement';

const START = '2026-01-01';
const STARTED_AT = new Date('2026-01-01T06:00:00Z');
const terms: BookTerms = { ...DEFAULT_PRICING, dailyRatePpm: 500 };

/** A loan's books accrued through `days` after the start, with an earlier part payment of `prepaid`. */
function booksOn(amountPaise: number, instalments: number, days: number, prepaid = 0) {
  const schedule = buildSchedule({
    amountPaise: paise(amountPaise),
    dailyRatePpm: terms.dailyRatePpm,
    termDays: 15 * instalments,
    installmentDays: 15,
    startDay: START,
  });
  let book = openBook(schedule, START);
  const day = addDays(START, days);
  for (let d = addDays(START, 1); d <= day; d = addDays(d, 1)) book = accrueDay(book, d, terms).book;
  if (prepaid > 0)
    book = applyPayment(book, Math.min(prepaid, payoffOwing(book).totalPaise), day, 'partial').book;
  return { book, day };
}

const input = (over: Partial<SettlementInput> & Pick<SettlementInput, 'book' | 'day'>): SettlementInput => ({
  terms,
  loanOpen: true,
  kind: 'partial',
  collectedPaise: 0,
  couponPaise: 0,
  exit: null,
  startedAt: STARTED_AT,
  ...over,
});

const KINDS: RepaymentKind[] = ['bill', 'full', 'partial', 'extension', 'cooling_off'];

/** Any loan on any day of its term or past it, any kind, any money (at least a paisa), maybe a coupon or a closed loan. */
const anySettlement = fc
  .record({
    amountPaise: fc.integer({ min: 1_000_00, max: 2_00_000_00 }),
    instalments: fc.integer({ min: 1, max: 6 }),
    days: fc.integer({ min: 0, max: 120 }),
    prepaid: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_00_000_00 })),
    kind: fc.constantFrom(...KINDS),
    collectedPaise: fc.integer({ min: 1, max: 3_00_000_00 }),
    couponPaise: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_00 })),
    /** 0: the loan closed meanwhile (one case in ten). */
    closed: fc.integer({ min: 0, max: 9 }),
    exitInterest: fc.integer({ min: 0, max: 500_00 }),
    inWindow: fc.boolean(),
  })
  .map((g) => {
    const { book, day } = booksOn(g.amountPaise, g.instalments, g.days, g.prepaid);
    return input({
      book,
      day,
      loanOpen: g.closed !== 0,
      kind: g.kind,
      collectedPaise: g.collectedPaise,
      couponPaise: g.couponPaise,
      exit:
        g.kind === 'cooling_off'
          ? { interestPaise: g.exitInterest, until: new Date(STARTED_AT.getTime() + (g.inWindow ? 1 : -1)) }
          : null,
    });
  });

const sum = (parts: { principalPaise: number; interestPaise: number; penalPaise: number }[]) =>
  parts.reduce((s, p) => s + p.principalPaise + p.interestPaise + p.penalPaise, 0);

describe('settling a repayment (property)', () => {
  it('preserves the total: what came is allocated, charged as fee and GST, or excess', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const { allocation: a } = settleRepayment(s);
        const taken =
          a.principalPaise +
          a.interestPaise +
          a.penalPaise +
          (a.feePaise ?? 0) +
          (a.gstPaise ?? 0) +
          a.excessPaise;
        expect(taken).toBe(s.collectedPaise + s.couponPaise);
        for (const part of Object.values(a)) expect(part).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('allocates to the instalments exactly what the allocation says, never more than each owes by component', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const out = settleRepayment(s);
        expect(sum(out.instalments)).toBe(
          out.allocation.principalPaise + out.allocation.interestPaise + out.allocation.penalPaise,
        );
        for (const part of out.instalments) {
          const was = s.book.find((i) => i.number === part.number) as BookInstalment;
          const now = out.book.find((i) => i.number === part.number) as BookInstalment;
          expect(part.principalPaise).toBeGreaterThanOrEqual(0);
          expect(part.principalPaise).toBeLessThanOrEqual(unpaidPrincipal(was));
          expect(part.penalPaise).toBeLessThanOrEqual(unpaidPenal(was));
          // Interest: what was earned (to date, or recognised by this payment) and not yet paid.
          expect(part.interestPaise).toBeLessThanOrEqual(now.accruedInterestPaise - was.paidInterestPaise);
        }
        for (const i of out.book) {
          expect(unpaidPrincipal(i)).toBeGreaterThanOrEqual(0);
          expect(unpaidPenal(i)).toBeGreaterThanOrEqual(0);
          expect(i.paidInterestPaise).toBeLessThanOrEqual(i.accruedInterestPaise);
        }
      }),
    );
  });

  it('closes the loan iff no instalment is left owing, and then nothing is owed', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const out = settleRepayment(s);
        const closes = out.outcome === 'settled' || out.outcome === 'exited';
        expect(closes).toBe(s.loanOpen && out.book.every((i) => !isOpen(i)));
        if (closes) expect(out.payoffPaise).toBe(0);
        // On a running loan, money left over means everything owed to date was covered.
        if (s.loanOpen && out.allocation.excessPaise > 0 && out.outcome !== 'extended')
          expect(out.payoffPaise).toBe(0);
        if (!s.loanOpen) {
          expect(out.allocation.excessPaise).toBe(s.collectedPaise + s.couponPaise);
          expect(out.book).toEqual(s.book);
        }
      }),
    );
  });

  it('pays off a loan in full iff the money covers the payoff', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const full = { ...s, kind: 'full' as const, loanOpen: true };
        const payoff = payoffOwing(s.book).totalPaise;
        expect(settleRepayment(full).outcome === 'settled').toBe(s.collectedPaise + s.couponPaise >= payoff);
      }),
    );
  });

  it('says what is left of a bill, payoff or extension that came short, and it is more than nothing', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const out = settleRepayment(s);
        if (out.outcome === 'short') {
          expect(['bill', 'full', 'extension']).toContain(s.kind);
          expect(out.remainingPaise).toBeGreaterThan(0);
          expect(out.allocation.remainingPaise).toBe(out.remainingPaise);
        } else {
          expect(out.remainingPaise).toBeNull();
        }
      }),
    );
  });

  it('posts balanced journals and leaves the books as the ledger moves them', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const out = settleRepayment(s);
        for (const journal of out.journals) {
          expect(journal.lines.reduce((total, line) => total + line.amountPaise, 0)).toBe(0);
        }
        const moved = (account: string) =>
          out.journals
            .flatMap((j) => j.lines)
            .reduce((t, l) => t + (l.account === account ? l.amountPaise : 0), 0);
        const before = payoffOwing(s.book);
        const after = payoffOwing(out.book);
        if (out.outcome !== 'extended' && s.loanOpen && out.outcome !== 'exited') {
          expect(after.principalPaise - before.principalPaise).toBe(moved('principal_receivable'));
          expect(after.penalPaise - before.penalPaise).toBe(moved('penal_receivable'));
        }
        expect(moved('collections_clearing')).toBe(s.collectedPaise);
        expect(moved('borrower_refund_payable') + out.allocation.excessPaise).toBe(0);
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(anySettlement, (s) => {
        const copy = structuredClone(s);
        expect(settleRepayment(s)).toEqual(settleRepayment(s));
        expect(s).toEqual(copy);
      }),
    );
  });
});

describe('settling a repayment (examples)', () => {
  it('pays a bill early with its whole interest and closes that instalment', () => {
    const { book, day } = booksOn(10_000_00, 6, 10);
    const bill = billOwing(book, day).totalPaise; // Rs 1,666.67 + Rs 75 interest
    const out = settleRepayment(input({ book, day, kind: 'bill', collectedPaise: bill }));
    expect(out.outcome).toBe('received');
    expect(out.allocation).toEqual({
      principalPaise: 1_666_67,
      interestPaise: 75_00,
      penalPaise: 0,
      excessPaise: 0,
    });
    expect(out.journals.map((j) => j.key)).toEqual(['recognise', 'repayment']);
    expect(out.book[0]?.paidDay).toBe(day);
    expect(out.instalments).toEqual([
      { number: 1, principalPaise: 1_666_67, interestPaise: 75_00, penalPaise: 0 },
    ]);
  });

  it('treats a bill quoted yesterday that arrives short today as a part payment and says what is left', () => {
    const { book, day } = booksOn(10_000_00, 6, 17); // two days overdue
    const bill = billOwing(book, day).totalPaise;
    const out = settleRepayment(input({ book, day, kind: 'bill', collectedPaise: bill - 3_00 }));
    expect(out.outcome).toBe('short');
    expect(out.remainingPaise).toBe(3_00);
    expect(out.newDueDay).toBeUndefined();
  });

  it('extends the loan for its price, with a coupon, and keeps any excess for a refund', () => {
    const { book, day } = booksOn(10_000_00, 1, 10);
    const quote = extensionQuote(book, day, terms);
    const price = quote?.totalPaise ?? 0;
    const out = settleRepayment(
      input({ book, day, kind: 'extension', collectedPaise: price - 50_00 + 1_00, couponPaise: 50_00 }),
    );
    expect(out.outcome).toBe('extended');
    expect(out.newDueDay).toBe(quote?.newDueDay);
    expect(out.allocation).toEqual({
      principalPaise: 0,
      interestPaise: quote?.interestPaise,
      penalPaise: 0,
      excessPaise: 1_00,
      feePaise: quote?.feePaise,
      gstPaise: quote?.gstPaise,
    });
    expect(out.journals.map((j) => j.kind)).toEqual(['extension']);
  });

  it('applies an extension short of its price as a part payment that does not move the due day', () => {
    const { book, day } = booksOn(10_000_00, 1, 10);
    const price = extensionQuote(book, day, terms)?.totalPaise ?? 0;
    const out = settleRepayment(input({ book, day, kind: 'extension', collectedPaise: price - 1 }));
    expect(out.outcome).toBe('short');
    expect(out.newDueDay).toBeNull();
    expect(out.book[0]?.dueDay).toBe(book[0]?.dueDay);
  });

  it('closes the loan by the cooling-off exit started in its window, and not after it', () => {
    const { book, day } = booksOn(10_000_00, 6, 0);
    const exit = { interestPaise: 5_00, until: new Date(STARTED_AT.getTime() + 3_600_000) };
    const out = settleRepayment(input({ book, day, kind: 'cooling_off', collectedPaise: 10_005_00, exit }));
    expect(out.outcome).toBe('exited');
    expect(out.journals.map((j) => j.key)).toEqual(['recognise', 'repayment']);
    const late = settleRepayment(
      input({ book, day, kind: 'cooling_off', collectedPaise: 10_005_00, exit, startedAt: exit.until }),
    );
    // After the window it is a part payment; covering the payoff, it closes the loan as a full one would.
    expect(late.outcome).toBe('settled');
    expect(late.allocation).toMatchObject({ principalPaise: 10_000_00, interestPaise: 0, excessPaise: 5_00 });
  });

  it('refunds everything that came for a loan closed meanwhile', () => {
    const { book, day } = booksOn(10_000_00, 6, 20);
    const out = settleRepayment(input({ book, day, kind: 'full', loanOpen: false, collectedPaise: 500_00 }));
    expect(out.outcome).toBe('received');
    expect(out.allocation).toEqual({
      principalPaise: 0,
      interestPaise: 0,
      penalPaise: 0,
      excessPaise: 500_00,
    });
    expect(out.instalments).toEqual([]);
  });
});
