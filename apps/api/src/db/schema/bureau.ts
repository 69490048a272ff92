import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { customers } from './customers';
import { loanOrders } from './loans';
import { staffUsers } from './staff';

/** Credit-bureau reporting (issue 34, decision 089): the files sent and the notices before a first default. */

/**
 * The notice a borrower gets before the loan's first default is reported
 * (RBI's credit information reporting directions): one per loan, ever. The
 * file carries the loan's days past due only from `reportable_from`.
 */
export const bureauDefaultNotices = pgTable('bureau_default_notices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => loanOrders.id, { onDelete: 'restrict' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'restrict' }),
  /** yyyy-mm-dd, Asia/Kolkata: the day the notice went out. */
  noticedOn: text('noticed_on').notNull(),
  /** yyyy-mm-dd, Asia/Kolkata: the first file that may report the default. */
  reportableFrom: text('reportable_from').notNull(),
  dpdAtNotice: integer('dpd_at_notice').notNull(),
  sentAt: tstz('sent_at').notNull(),
});

/**
 * Every reporting file made: the fortnightly ones (the 15th, 'ME' the last
 * day of the month; one per day and cycle) and those finance downloads ('OD').
 * The file holds PANs in full, so it is kept encrypted by the field cipher.
 */
export const bureauFiles = pgTable(
  'bureau_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    cycle: text('cycle').$type<'15' | 'ME' | 'OD'>().notNull(),
    /** yyyy-mm-dd, Asia/Kolkata: the day reported. */
    reportedOn: text('reported_on').notNull(),
    records: integer('records').notNull(),
    /** Accounts whose default waited for the notice period (reported current this time). */
    withheld: integer('withheld').notNull(),
    contentEnc: text('content_enc').notNull(),
    generatedBy: uuid('generated_by').references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bureau_files_scheduled_idx').on(t.reportedOn, t.cycle).where(sql`${t.cycle} <> 'OD'`),
    index('bureau_files_created_idx').on(t.createdAt),
  ],
);

export type BureauFileRow = typeof bureauFiles.$inferSelect;
