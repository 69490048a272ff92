import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { customers } from './customers';
import { loanOrders } from './loans';

/** The borrower's e-mail address and its verification (issue 33, decision 082). */

/**
 * One address per customer. Documents are e-mailed only once `verifiedAt` is
 * set; a new address starts unverified. The code is kept as an HMAC, never as typed.
 */
export const customerEmails = pgTable('customer_emails', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  verifiedAt: tstz('verified_at'),
  /** HMAC-SHA256(APP_SECRET, email:customer:code), hex; null once used or burned. */
  codeHash: text('code_hash'),
  codeSentAt: tstz('code_sent_at'),
  codeExpiresAt: tstz('code_expires_at'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  updatedAt: tstz('updated_at').notNull(),
});

/**
 * Every document sent to a borrower: at signing, at closure (the NOC), the
 * monthly statement, or re-sent by customer service. The automatic ones are
 * unique per order, kind and period, so a retried job sends nothing twice.
 * The SMS link names the row; its one-time phone code is kept here.
 */
export const documentDeliveries = pgTable(
  'document_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    /** A DOCUMENT_KINDS name: kfs, letter, loan, statement, noc, ... */
    kind: text('kind').notNull(),
    /** The statement's month (YYYY-MM, India time); '' for the others. */
    period: text('period').notNull().default(''),
    trigger: text('trigger').$type<'signing' | 'closure' | 'monthly' | 'resend'>().notNull(),
    /** The verified address it was e-mailed to; null when it went by SMS link only. */
    emailedTo: text('emailed_to'),
    /** The staff member who re-sent it. */
    staffId: uuid('staff_id'),
    linkCodeHash: text('link_code_hash'),
    linkCodeExpiresAt: tstz('link_code_expires_at'),
    linkCodeAttempts: integer('link_code_attempts').notNull().default(0),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('document_deliveries_auto_uq')
      .on(t.orderId, t.kind, t.period)
      .where(sql`${t.trigger} <> 'resend'`),
    index('document_deliveries_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export type CustomerEmailRow = typeof customerEmails.$inferSelect;
export type DocumentDeliveryRow = typeof documentDeliveries.$inferSelect;
