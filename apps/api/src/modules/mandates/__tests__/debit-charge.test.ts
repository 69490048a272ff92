import { formatPaise, paise } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerJournals, loanOrders, messages } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import {
  after,
  booksEqualLedger,
  DAY,
  debitsOf,
  HOUR,
  loanWithMandate,
} from '../../../test/mandate-fixtures';
import { send } from '../../../test/order-fixtures';
import { billOf } from '../../../test/repayment-fixtures';
import { drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { bookRepository } from '../../repayment';

const CHARGE = 118_00;
const money = (p: number) => formatPaise(paise(p), { symbol: true });

/** From the loan's start (2025-01-15 12:00 IST) to the notice, then 2025-01-30 10:15 IST, the request. */
async function toRequested(ctx: TestContext) {
  await after(ctx, 14 * DAY - 2.5 * HOUR);
  await after(ctx, DAY + 0.75 * HOUR);
}

const chargeJournals = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.orderId, orderId), eq(ledgerJournals.kind, 'mandate_failed_charge')));

const templatesOf = async (ctx: TestContext, customerId: string) =>
  (await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId))).map(
    (m) => m.template,
  );

describe.each(drivers)('the failed-debit charge, configured, on %s', (driver) => {
  const ctx = useTestApp(driver, { MANDATE_FAILED_DEBIT_CHARGE_PAISE: String(CHARGE) });

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('a debit failing for want of funds levies the KFS figure once on its instalment, on the bill and in the message', async () => {
    const { token, orderId, customerId } = await loanWithMandate(ctx, '9876546901', 'XXXX1111');
    // Disclosed before set-up and in the KFS: the order's own figure.
    const terms = await send(ctx, token, 'GET', `/orders/${orderId}/mandate/terms`);
    expect(terms.json().failedDebitChargePaise).toBe(CHARGE);
    const kfs = await send(ctx, token, 'GET', `/orders/${orderId}/documents/kfs`);
    const rows = (
      kfs.json() as { blocks: { kind: string; rows?: { label: string; value: string }[] }[] }
    ).blocks
      .filter((b) => b.kind === 'table')
      .flatMap((b) => b.rows ?? []);
    // The KFS's bounce row (DOC_TEXT_EN.kfs.bounceValue) with the same figure.
    expect(rows.find((r) => r.label === 'Bounce (payment dishonour) charges')?.value).toBe(
      `${money(CHARGE)} for each auto-debit that fails, and no other`,
    );
    const before = await billOf(ctx, token, orderId);

    await toRequested(ctx);
    await after(ctx, 10 * 60); // the status check finds the failure
    const [failed] = await debitsOf(ctx, orderId);
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'insufficient_funds', attempt: 1 });
    const book = await bookRepository.load(ctx.database.db, orderId);
    expect(book.map((i) => i.failedDebitChargePaise)).toEqual(book.map((i) => (i.number === 1 ? CHARGE : 0)));
    expect(await chargeJournals(ctx, orderId)).toHaveLength(1);
    const balances = await booksEqualLedger(ctx, orderId);
    expect(balances.penal_receivable).toBe(CHARGE);

    // The bill shows it and asks for it; the message says it.
    const bill = await billOf(ctx, token, orderId);
    expect(bill.failedDebitChargePaise).toBe(CHARGE);
    expect(bill.instalments[0].penalPaise).toBe(CHARGE);
    expect(bill.bill.totalPaise).toBe(before.bill.totalPaise + CHARGE);
    expect(await templatesOf(ctx, customerId)).toContain('mandate_debit_failed_funds_charged');
    const sms = ctx.sms.messages.at(-1)?.text ?? '';
    expect(sms).toContain('there was not enough money in your account');
    expect(sms).toContain(`a charge of ${money(CHARGE)}`);

    // A replay of the failure levies nothing more.
    const replay = await ctx.app.core.parties.mandates.debitStatus(failed?.idempotencyKey ?? '');
    if (!replay) throw new Error('no result');
    expect(await ctx.app.mandateDebits.applyDebitResult(failed?.idempotencyKey ?? '', replay)).toBe(
      'ignored',
    );
    expect(await chargeJournals(ctx, orderId)).toHaveLength(1);
    expect((await bookRepository.load(ctx.database.db, orderId))[0]?.failedDebitChargePaise).toBe(CHARGE);
  });

  it('each failed attempt is charged once: the retries add one charge each', async () => {
    const { orderId } = await loanWithMandate(ctx, '9876546902', 'XXXX1111');
    await toRequested(ctx);
    for (let day = 0; day < 5; day += 1) {
      await after(ctx, 10 * 60);
      await after(ctx, DAY - 10 * 60);
    }
    await after(ctx, 10 * 60);
    const attempts = await debitsOf(ctx, orderId);
    expect(attempts.map((d) => d.state)).toEqual(['failed', 'failed', 'failed']);
    expect(await chargeJournals(ctx, orderId)).toHaveLength(3);
    expect((await bookRepository.load(ctx.database.db, orderId))[0]?.failedDebitChargePaise).toBe(3 * CHARGE);
    await booksEqualLedger(ctx, orderId);
  });

  it('a gateway error, or a bank refusal, levies nothing', async () => {
    const { orderId, customerId } = await loanWithMandate(ctx, '9876546903');
    await toRequested(ctx);
    const [requested] = await debitsOf(ctx, orderId);
    expect(requested?.state).toBe('requested');
    const key = requested?.idempotencyKey ?? '';
    expect(
      await ctx.app.mandateDebits.applyDebitResult(key, { status: 'failed', reason: 'gateway_error' }),
    ).toBe('applied');
    expect((await debitsOf(ctx, orderId))[0]).toMatchObject({
      state: 'failed',
      failureReason: 'gateway_error',
    });
    expect(await chargeJournals(ctx, orderId)).toHaveLength(0);
    expect(
      (await bookRepository.load(ctx.database.db, orderId)).every((i) => i.failedDebitChargePaise === 0),
    ).toBe(true);
    const told = await templatesOf(ctx, customerId);
    expect(told).toContain('mandate_debit_failed_error');
    expect(told).not.toContain('mandate_debit_failed_funds_charged');
    await booksEqualLedger(ctx, orderId);
  });

  it('an order priced before the charge existed keeps none: terms, KFS and books', async () => {
    const { token, orderId } = await loanWithMandate(ctx, '9876546904', 'XXXX1111');
    const [order] = await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.id, orderId));
    const { failedDebitChargePaise: _charge, ...older } = order?.pricing ?? ({} as never);
    await ctx.database.db.update(loanOrders).set({ pricing: older }).where(eq(loanOrders.id, orderId));
    const terms = await send(ctx, token, 'GET', `/orders/${orderId}/mandate/terms`);
    expect(terms.json().failedDebitChargePaise).toBe(0);
    await toRequested(ctx);
    await after(ctx, 10 * 60);
    expect((await debitsOf(ctx, orderId))[0]?.state).toBe('failed');
    expect(await chargeJournals(ctx, orderId)).toHaveLength(0);
    await booksEqualLedger(ctx, orderId);
  });
});

describe.each(drivers)('no failed-debit charge (the default) on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('a debit failing for want of funds changes nothing in the books', async () => {
    expect(ctx.config.MANDATE_FAILED_DEBIT_CHARGE_PAISE).toBe(0);
    const { token, orderId, customerId } = await loanWithMandate(ctx, '9876546905', 'XXXX1111');
    const before = await billOf(ctx, token, orderId);
    await toRequested(ctx);
    await after(ctx, 10 * 60);
    expect((await debitsOf(ctx, orderId))[0]).toMatchObject({
      state: 'failed',
      failureReason: 'insufficient_funds',
    });
    expect(await chargeJournals(ctx, orderId)).toHaveLength(0);
    const bill = await billOf(ctx, token, orderId);
    expect(bill.failedDebitChargePaise).toBe(0);
    expect(bill.bill.totalPaise).toBe(before.bill.totalPaise);
    const told = await templatesOf(ctx, customerId);
    expect(told).toContain('mandate_debit_failed_funds');
    expect(told).not.toContain('mandate_debit_failed_funds_charged');
    await booksEqualLedger(ctx, orderId);
  });
});
