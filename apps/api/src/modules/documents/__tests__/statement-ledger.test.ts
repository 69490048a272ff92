import { addDays, daysBetween, formatPaise, istDayKey, paise } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { send } from '../../../test/order-fixtures';
import { billOf } from '../../../test/repayment-fixtures';
import { bearer, call, everyDriver, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { ACCOUNT_TEXT_EN } from '../account-texts-en';
import { buildStatement } from '../statement-lines';
import { statementRepository } from '../statement-repository';

const DAY = 24 * 3600;
const money = (p: number) => formatPaise(paise(p), { symbol: true });
let customers = 0;
let keys = 0;

/** A repayment through the gateway simulator; false when the books refuse it (an extension past its cap). */
async function pay(ctx: TestContext, token: string, orderId: string, body: Record<string, unknown>) {
  keys += 1;
  const started = await call(
    ctx.app,
    'POST',
    `/api/v1/orders/${orderId}/repayments`,
    { method: 'gateway', ...body } as never,
    { headers: { ...bearer(token), 'idempotency-key': `statement-${process.pid}-${keys}-${Date.now()}` } },
  );
  if (started.statusCode !== 201) return false;
  await ctx.app.jobs.runDue();
  const done = await call(
    ctx.app,
    'POST',
    `/api/v1/repayments/${started.json().id}/simulate`,
    { outcome: 'succeeded' } as never,
    { headers: bearer(token) },
  );
  expect(done.statusCode, done.body).toBe(200);
  return true;
}

/** What the borrower owes by the ledger: receivables less any refund owed to them. */
async function ledgerBalance(ctx: TestContext, orderId: string) {
  const b = await ledgerRepository.orderBalances(ctx.database.db, orderId);
  return (
    (b.principal_receivable ?? 0) +
    (b.interest_receivable ?? 0) +
    (b.penal_receivable ?? 0) +
    (b.borrower_refund_payable ?? 0)
  );
}

// A loan driven through the API as decision 069's tests drive it: days pass (past due days too, so penal
// charges and the penalty fee accrue), part payments, bills, extensions and, now and then, the payoff.
const loanArb = fc.record({
  dailyRatePpm: fc.constantFrom(100, 500, 1_000, 3_000),
  amountPaise: fc.integer({ min: 5, max: 20 }).map((k) => k * 1_000_00),
  termMonths: fc.constant(3),
  events: fc.array(
    fc.record({
      gapDays: fc.integer({ min: 0, max: 40 }),
      kind: fc.constantFrom('partial', 'partial', 'bill', 'extension', 'none', 'full'),
      share: fc.double({ min: 0.01, max: 0.9, noNaN: true }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  split: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe.each(everyDriver)('the statement equals the ledger (issue 33, decision 081) on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('for random loans with part payments, extensions and penal charges: every range adds up to the books', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(loanArb, async (loan) => {
        customers += 1;
        const phone = `98765${String(40_000 + (customers % 50_000)).padStart(5, '0')}`;
        let { token } = await approvedCustomer(ctx, phone, {
          dailyRatePpm: loan.dailyRatePpm,
          quotaPaise: 50_000_00,
        });
        const orderId = await disbursedOrder(ctx, token, loan.amountPaise, loan.termMonths);
        for (const event of loan.events) {
          ctx.clock.advanceSeconds(event.gapDays * DAY);
          await ctx.app.tick();
          await ctx.app.jobs.runDue();
          if (event.gapDays > 0) ({ token } = await logIn(ctx, phone)); // sessions expire as weeks pass
          const order = await orderRepository.findById(ctx.database.db, orderId);
          if (order?.state !== 'disbursed') break;
          if (event.kind === 'none') continue;
          if (event.kind === 'partial') {
            const payoff = (await billOf(ctx, token, orderId)).payoff.totalPaise as number;
            const amountPaise = Math.max(100, Math.floor(payoff * event.share));
            if (amountPaise < payoff) await pay(ctx, token, orderId, { kind: 'partial', amountPaise });
          } else {
            await pay(ctx, token, orderId, { kind: event.kind });
          }
        }
        const order = await orderRepository.findById(ctx.database.db, orderId);
        if (!order?.disbursedAt) throw new Error('not paid out');
        const start = istDayKey(order.disbursedAt);
        const today = istDayKey(ctx.clock.now());
        const journals = await statementRepository.journals(ctx.database.db, orderId);
        const owed = await ledgerBalance(ctx, orderId);

        // The whole loan: from nothing to what the ledger says, every journal described by its kind.
        const whole = buildStatement(journals, start, today);
        expect(whole.openingPaise).toBe(0);
        expect(whole.closingPaise).toBe(owed);
        expect(whole.lines.filter((l) => l.item === 'other')).toEqual([]);
        expect(whole.lines.filter((l) => l.item === 'disbursal').map((l) => l.debitPaise)).toEqual([
          loan.amountPaise,
        ]);
        for (const l of whole.lines) seen.add(l.item);
        const net = whole.lines.reduce((s, l) => s + l.debitPaise - l.creditPaise, 0);
        expect(net).toBe(owed);

        // Any split: the first part's closing is the second's opening, and the second ends at the books.
        const mid = addDays(start, Math.floor(daysBetween(start, today) * loan.split));
        const first = buildStatement(journals, start, mid);
        const second = buildStatement(journals, addDays(mid, 1), today);
        expect(second.openingPaise).toBe(first.closingPaise);
        expect(second.closingPaise).toBe(owed);

        // The page says the same.
        const res = await send(ctx, token, 'GET', `/orders/${orderId}/documents/statement`);
        expect(res.statusCode, res.body).toBe(200);
        const rows = (res.json().blocks as { kind: string; rows?: { label: string; value: string }[] }[])
          .filter((b) => b.kind === 'table')
          .flatMap((b) => b.rows ?? []);
        expect(rows.find((r) => r.label === ACCOUNT_TEXT_EN.statement.closing)?.value).toBe(money(owed));
      }),
      { numRuns: 15 },
    );
    // The runs covered what the property is about.
    for (const item of ['interest', 'penal', 'payment', 'extension_fee', 'extension_payment']) {
      expect([...seen], item).toContain(item);
    }
  }, 300_000);
});
