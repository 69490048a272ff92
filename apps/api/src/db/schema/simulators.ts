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

/** The mandate gateway simulator's mandates (it stands where a UPI AutoPay PSP or an e-NACH sponsor bank would). */
export const simMandates = pgTable('sim_mandates', {
  gatewayRef: text('gateway_ref').primaryKey(),
  reference: text('reference').notNull().unique(),
  rail: text('rail').notNull(),
  maxAmountPaise: bigint('max_amount_paise', { mode: 'number' }).notNull(),
  accountMasked: text('account_masked').notNull(),
  state: text('state').$type<'pending' | 'active' | 'paused' | 'revoked' | 'expired' | 'failed'>().notNull(),
  createdAt: tstz('created_at').notNull(),
  decidedAt: tstz('decided_at'),
});

/** The mandate simulator's debits, one per idempotency key: asking again answers the same. */
export const simMandateDebits = pgTable('sim_mandate_debits', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  gatewayRef: text('gateway_ref').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  outcome: text('outcome').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
  debitRef: text('debit_ref').notNull(),
  reason: text('reason'),
  createdAt: tstz('created_at').notNull(),
  decidedAt: tstz('decided_at'),
});

/** The pre-debit notices the mandate simulator was asked to send (UPI AutoPay's, through the PSP). */
export const simMandateNotices = pgTable('sim_mandate_notices', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  gatewayRef: text('gateway_ref').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  debitDay: text('debit_day').notNull(),
  createdAt: tstz('created_at').notNull(),
});

/** The webhooks the mandate simulator has to deliver, signed, through our own webhook route. */
export const simMandateWebhooks = pgTable('sim_mandate_webhooks', {
  eventId: text('event_id').primaryKey(),
  body: text('body').notNull(),
  deliverAt: tstz('deliver_at').notNull(),
  deliveredAt: tstz('delivered_at'),
});
