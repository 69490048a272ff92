import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mandates, repayments } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import {
  after,
  booksEqualLedger,
  DAY,
  debitsOf,
  HOUR,
  loanWithMandate,
} from '../../../test/mandate-fixtures';
import { billOf, payBySimulator } from '../../../test/repayment-fixtures';
import { drivers, type TestContext, useTestApp } from '../../../test/test-app';

const FIRST_BILL = 1_741_67;

const mandateRepayments = async (ctx: TestContext, orderId: string) =>
  (await ctx.database.db.select().from(repayments).where(eq(repayments.orderId, orderId))).filter(
    (r) => r.method === 'mandate',
  );

/**
 * Issue 32, point 5: a payment by hand before the debit runs lowers or cancels
 * the notified debit (never raises it): a gateway checkout, an extension and a
 * cooling-off exit, each settled while a debit is notified.
 */
describe.each(drivers)('a payment by hand lowers or cancels a notified debit on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('a part paid by gateway checkout lowers the notified debit, and the debit takes only the rest', async () => {
    const { token, orderId } = await loanWithMandate(ctx, '9876547001');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // 2025-01-29 09:30 IST: notified
    const [notified] = await debitsOf(ctx, orderId);
    expect(notified).toMatchObject({ state: 'notified', amountPaise: FIRST_BILL });
    const { amountPaise } = await payBySimulator(ctx, token, orderId, {
      kind: 'partial',
      amountPaise: 500_00,
    });
    expect(amountPaise).toBe(500_00);
    const [lowered] = await debitsOf(ctx, orderId);
    expect(lowered?.state).toBe('notified');
    expect(lowered?.amountPaise).toBeLessThan(FIRST_BILL);
    // What its day will owe after the part (the part may also pay interest due then): at most the rest.
    expect(lowered?.amountPaise).toBeLessThanOrEqual(FIRST_BILL - 500_00);
    expect(lowered?.amountPaise).toBeGreaterThan(FIRST_BILL - 500_00 - 100);

    await after(ctx, DAY + 0.75 * HOUR); // 2025-01-30 10:15 IST: requested
    await after(ctx, 10 * 60); // its result
    const [done] = await debitsOf(ctx, orderId);
    expect(done).toMatchObject({ state: 'succeeded', requestedPaise: lowered?.amountPaise, refundPaise: 0 });
    const bill = await billOf(ctx, token, orderId);
    expect(bill.instalments[0].state).toBe('paid');
    await booksEqualLedger(ctx, orderId);
  });

  it('an extension paid by gateway cancels the notified debit: nothing falls due on its day', async () => {
    const { token, orderId, customerId } = await loanWithMandate(ctx, '9876547002');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // notified
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('notified');
    await payBySimulator(ctx, token, orderId, { kind: 'extension' });
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('cancelled');
    const bill = await billOf(ctx, token, orderId);
    expect(bill.instalments[0].dueDay > '2025-01-30').toBe(true);
    // The debit day passes with nothing taken; the mandate stays for the new due day.
    await after(ctx, DAY + HOUR);
    await after(ctx, 10 * 60);
    expect((await debitsOf(ctx, orderId)).map((d) => d.state)).toEqual(['cancelled']);
    expect(await mandateRepayments(ctx, orderId)).toHaveLength(0);
    const [mandate] = await ctx.database.db.select().from(mandates).where(eq(mandates.orderId, orderId));
    expect(mandate?.state).toBe('active');
    expect(customerId).toBeTruthy();
    await booksEqualLedger(ctx, orderId);
  });
});

describe.each(drivers)('a cooling-off exit cancels a notified debit on %s', (driver) => {
  // A window longer than the first instalment period (allowed outside production), so a notice falls inside it.
  const ctx = useTestApp(driver, { COOLING_OFF_HOURS: '720' });

  it('the exit settles the loan: the notified debit is cancelled, the mandate revoked, nothing debited', async () => {
    const { token, orderId, gatewayRef } = await loanWithMandate(ctx, '9876547003');
    await after(ctx, 14 * DAY - 2.5 * HOUR); // notified, still inside the window
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('notified');
    const before = await billOf(ctx, token, orderId);
    expect(before.coolingOff).not.toBeNull();
    await payBySimulator(ctx, token, orderId, { kind: 'cooling_off' });
    await ctx.app.jobs.runDue();
    expect((await debitsOf(ctx, orderId)).map((d) => d.state)).toEqual(['cancelled']);
    const [mandate] = await ctx.database.db.select().from(mandates).where(eq(mandates.orderId, orderId));
    expect(mandate).toMatchObject({ state: 'revoked', revokedBy: 'settled' });
    expect(await ctx.app.core.parties.mandates.status(gatewayRef)).toBe('revoked');
    await after(ctx, DAY + HOUR);
    await after(ctx, 10 * 60);
    expect(await debitsOf(ctx, orderId)).toHaveLength(1);
    expect(await mandateRepayments(ctx, orderId)).toHaveLength(0);
  });
});
