import type { CallOutcome, ContactKind, PromiseState } from '@app/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { loanOrders } from './loans';
import { staffUsers } from './staff';

/** Collections (issue 34, decision 085): who works an overdue loan, what was said, what was promised. */

/** One collector per overdue loan, set by an admin; reassigning replaces the row (the audit log keeps the history). */
export const collectionAssignments = pgTable(
  'collection_assignments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    collectorId: uuid('collector_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    assignedBy: uuid('assigned_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    assignedAt: tstz('assigned_at').notNull(),
  },
  (t) => [index('collection_assignments_collector_idx').on(t.collectorId)],
);

/**
 * A loan's contact history: calls with their outcome (logged within the
 * contact hours only) and notes, each with an optional follow-up day. Only
 * the borrower is ever contacted about the debt: there is no entry for a
 * reference, and no message to one exists.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ContactKind>().notNull(),
    /** Null for a note. */
    outcome: text('outcome').$type<CallOutcome>(),
    note: text('note'),
    /** India day to try again. */
    followUpOn: text('follow_up_on'),
    at: tstz('at').notNull(),
  },
  (t) => [
    index('collection_contacts_order_at_idx').on(t.orderId, t.at),
    check('collection_contacts_outcome_check', sql`(${t.kind} = 'call') = (${t.outcome} is not null)`),
  ],
);

/**
 * Promises to pay: a day and an amount. The daily job marks one kept when
 * the succeeded repayments since it was made, by the end of its India day,
 * add up to its amount; broken when its day has passed without.
 */
export const collectionPromises = pgTable(
  'collection_promises',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => collectionContacts.id, { onDelete: 'restrict' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    promisedOn: text('promised_on').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').$type<PromiseState>().notNull().default('pending'),
    /** What the books held paid toward it when it was settled (kept or broken). */
    paidPaise: bigint('paid_paise', { mode: 'number' }),
    createdAt: tstz('created_at').notNull(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('collection_promises_order_idx').on(t.orderId, t.createdAt),
    index('collection_promises_pending_idx').on(t.promisedOn).where(sql`${t.state} = 'pending'`),
    check('collection_promises_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

export type CollectionContactRow = typeof collectionContacts.$inferSelect;
export type CollectionPromiseRow = typeof collectionPromises.$inferSelect;
