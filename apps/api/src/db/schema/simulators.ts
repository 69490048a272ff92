import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** The simulators' own books (sim_*): they stand where a payout bank and a payment gateway would. */

/**
 * The payout simulator's own books (it stands where a bank payout gateway
 * would): one row per idempotency key, settled after a delay. Not ours to
 * read in business code: only the simulator adapter touches it.
 */
export const simPayouts = pgTable('sim_payouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  accountLast4: text('account_last4').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  outcome: text('outcome').$type<'succeeded' | 'failed'>().notNull(),
  utr: text('utr'),
  reason: text('reason'),
  settleAt: tstz('settle_at').notNull(),
  createdAt: tstz('created_at').notNull(),
});

/** The collection gateway simulator's books (it stands where a payment gateway would). */
export const simCollections = pgTable('sim_collections', {
  reference: text('reference').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  outcome: text('outcome').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
  gatewayRef: text('gateway_ref').notNull(),
  reason: text('reason'),
  createdAt: tstz('created_at').notNull(),
  decidedAt: tstz('decided_at'),
});
