// A disbursed loan with an active auto-debit mandate, and the clock moves the debit tests use (issue 32).
import { bookBalances } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mandateDebits, mandates } from '../db/schema';
import { bookRepository } from '../modules/repayment';
import { ledgerRepository } from '../platform/ledger-repository';
import { approvedCustomer } from './application-fixtures';
import { disbursedOrder } from './loan-fixtures';
import type { TestContext } from './test-app';

export const HOUR = 3600;
export const DAY = 24 * HOUR;

/** A disbursed loan (first instalment due 2025-01-30) with an active UPI AutoPay mandate; an account ending 1111 fails every debit. */
export async function loanWithMandate(ctx: TestContext, phone: string, account = 'ravi@okaxis') {
  const { token, customerId } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  const orderId = await disbursedOrder(ctx, token);
  const gateway = ctx.app.core.parties.mandates;
  const reference = `MD${phone}`;
  const { gatewayRef } = await gateway.create({
    reference,
    rail: 'upi_autopay',
    maxAmountPaise: 5_000_00,
    startDay: '2025-01-15',
    endDay: '2025-05-15',
    accountMasked: account,
  });
  await gateway.simulateApproval?.(gatewayRef, true);
  const now = ctx.clock.now();
  const [mandate] = await ctx.database.db
    .insert(mandates)
    .values({
      orderId,
      customerId,
      rail: 'upi_autopay',
      state: 'active',
      maxAmountPaise: 5_000_00,
      startDay: '2025-01-15',
      endDay: '2025-05-15',
      accountMasked: account,
      reference,
      gatewayRef,
      createdAt: now,
      updatedAt: now,
      activatedAt: now,
    })
    .returning();
  if (!mandate) throw new Error('no mandate');
  return { token, customerId, orderId, mandate, gatewayRef };
}

/** Moves the clock and runs what it drives. */
export async function after(ctx: TestContext, seconds: number) {
  ctx.clock.advanceSeconds(seconds);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

export const debitsOf = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(mandateDebits)
    .where(eq(mandateDebits.orderId, orderId))
    .orderBy(mandateDebits.attempt);

/** The books equal the ledger's receivables, to the paisa. */
export async function booksEqualLedger(ctx: TestContext, orderId: string) {
  const balances = await ledgerRepository.orderBalances(ctx.database.db, orderId);
  const books = bookBalances(await bookRepository.load(ctx.database.db, orderId));
  expect(balances.principal_receivable ?? 0).toBe(books.principalPaise);
  expect(balances.interest_receivable ?? 0).toBe(books.interestPaise);
  expect(balances.penal_receivable ?? 0).toBe(books.penalPaise);
  return balances;
}
