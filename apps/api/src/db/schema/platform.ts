import type { LedgerAccount } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { customers } from './customers';
import { loanAccounts, loanOrders } from './loans';

/** The cross-cutting tables (apps/api/src/platform): jobs, the message center, idempotency keys, the ledger. */

/**
 * Background jobs (underwriting now; disbursal, accrual and reminders later).
 * Workers claim due rows with FOR UPDATE SKIP LOCKED, so several API
 * instances on one PostgreSQL run each job once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: tstz('run_at').notNull(),
    /** A claimed job is invisible to other workers until this passes (a crashed worker's job comes back). */
    lockedUntil: tstz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: tstz('done_at'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** Message center entries (spec: kinds activity and notify), written as a template and its values. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'activity' | 'notify'>().notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: tstz('created_at').notNull(),
    readAt: tstz('read_at'),
  },
  (t) => [index('messages_customer_created_idx').on(t.customerId, t.createdAt)],
);

/**
 * Idempotency keys of money-moving requests, per customer: the first answer
 * is kept and replayed; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.customerId, t.scope, t.key)],
);

/**
 * A journal: entries that sum to zero, posted once per business event (its key).
 * An order's journal names the order and its borrower; the daily accrual's
 * batch journal (decision 050) names neither: each of its receivable lines
 * names its order, and its income lines are the batch's totals.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull().unique(),
    customerId: uuid('customer_id'),
    orderId: uuid('order_id'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    // An order's journal's customer is that order's borrower. One key checks both, on the
    // order row the posting transaction holds anyway (decision 049).
    foreignKey({
      name: 'ledger_journals_order_customer_fk',
      columns: [t.orderId, t.customerId],
      foreignColumns: [loanOrders.id, loanOrders.customerId],
    }).onDelete('restrict'),
    // A customer's journals, newest first (customer service's ledger tab).
    index('ledger_journals_customer_created_idx').on(t.customerId, t.createdAt),
    // Only the accrual's batch journals and suspense money (decision 087) name no order, and then no customer either.
    check(
      'ledger_journals_order_or_accrual_batch',
      sql`(${t.orderId} is null) = (${t.customerId} is null) and (${t.orderId} is not null or ${t.kind} in ('accrual', 'suspense_receipt', 'suspense_refund'))`,
    ),
  ],
);

/** Ledger lines in signed paise (debit > 0, credit < 0); never updated, only reversed. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    /** The loan the line belongs to, by its account row (which the accrual holds while it posts). */
    orderId: uuid('order_id').references(() => loanAccounts.orderId, { onDelete: 'restrict' }),
    account: text('account').$type<LedgerAccount>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_order_account_idx').on(t.orderId, t.account),
    index('ledger_entries_journal_idx').on(t.journalId),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

export type MessageRow = typeof messages.$inferSelect;
