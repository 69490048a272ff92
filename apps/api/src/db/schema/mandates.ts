import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { customers } from './customers';
import { loanOrders, repayments } from './loans';

/** Auto-debit (issue 32, docs/auto-debit.md): mandates, their debits, and the gateway's webhook events. */

export type MandateRail = 'upi_autopay' | 'enach';

export type MandateState = 'pending' | 'active' | 'paused' | 'revoked' | 'expired' | 'failed';

/** Who ended a mandate: the borrower in the app, the loan's settlement, the gateway (bank or UPI app), or staff. */
export type MandateRevokedBy = 'borrower' | 'settled' | 'gateway' | 'staff';

/**
 * A standing instruction to debit the borrower's account for a loan's
 * instalments, up to `max_amount_paise` a debit, until `end_day`. At most one
 * open (pending, active or paused) per order, enforced by a partial unique index.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    rail: text('rail').$type<MandateRail>().notNull(),
    state: text('state').$type<MandateState>().notNull(),
    maxAmountPaise: bigint('max_amount_paise', { mode: 'number' }).notNull(),
    startDay: text('start_day').notNull(),
    /** The loan's last due day + 30 days. */
    endDay: text('end_day').notNull(),
    /** The payout account's last four, or the VPA masked: what the borrower sees. */
    accountMasked: text('account_masked').notNull(),
    /** Ours, sent to the gateway. */
    reference: text('reference').notNull().unique(),
    gatewayRef: text('gateway_ref').unique(),
    failureReason: text('failure_reason'),
    revokedBy: text('revoked_by').$type<MandateRevokedBy>(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    activatedAt: tstz('activated_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('mandates_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} in ('pending', 'active', 'paused')`),
    index('mandates_customer_idx').on(t.customerId),
  ],
);

export type MandateDebitState = 'notified' | 'requested' | 'succeeded' | 'failed' | 'cancelled';

/**
 * One presentation of an instalment to a mandate: notified (the pre-debit
 * notice went, `amount_paise` is the most it may take), requested, then
 * succeeded, failed or cancelled. A retry is a new row with the next attempt.
 */
export const mandateDebits = pgTable(
  'mandate_debits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => mandates.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    instalmentNumber: integer('instalment_number').notNull(),
    dueDay: text('due_day').notNull(),
    state: text('state').$type<MandateDebitState>().notNull(),
    /** Notified: the most that may be debited (never raised after the notice). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    requestedPaise: bigint('requested_paise', { mode: 'number' }),
    /** 1 = the first presentation; retries count up. */
    attempt: integer('attempt').notNull(),
    /** `<debit id>:<attempt>`: asking the gateway again returns the same answer. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRef: text('gateway_ref'),
    failureReason: text('failure_reason'),
    /** The repayments row it settled through. */
    repaymentId: uuid('repayment_id').references(() => repayments.id, { onDelete: 'restrict' }),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull().default(0),
    refundRef: text('refund_ref'),
    notifiedAt: tstz('notified_at'),
    requestedAt: tstz('requested_at'),
    settledAt: tstz('settled_at'),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('mandate_debits_attempt_idx').on(t.mandateId, t.dueDay, t.attempt),
    index('mandate_debits_order_idx').on(t.orderId),
    index('mandate_debits_state_idx').on(t.state),
  ],
);

/** Mandate gateway webhook events already handled, by the gateway's event id: a replay does nothing. */
export const mandateEvents = pgTable('mandate_events', {
  eventId: text('event_id').primaryKey(),
  gatewayRef: text('gateway_ref').notNull(),
  kind: text('kind').notNull(),
  receivedAt: tstz('received_at').notNull(),
});
