import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { customers } from './customers';
import { staffUsers } from './staff';

/** Customer service: feedback and its replies, grievances. */

/**
 * Feedback (spec §3: text and optional screenshot). The screenshot is a file
 * under a random name, kept as sent minus its metadata; open until customer
 * service replies.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<'open' | 'answered'>().notNull().default('open'),
    screenshotKey: text('screenshot_key'),
    screenshotType: text('screenshot_type').$type<'image/jpeg' | 'image/png' | 'image/webp'>(),
    screenshotBytes: integer('screenshot_bytes'),
    screenshotWidth: integer('screenshot_width'),
    screenshotHeight: integer('screenshot_height'),
    /** Asia/Kolkata day it was sent, for the daily cap. */
    istDay: text('ist_day').notNull(),
    createdAt: tstz('created_at').notNull(),
    answeredAt: tstz('answered_at'),
  },
  (t) => [
    index('feedback_customer_created_idx').on(t.customerId, t.createdAt),
    index('feedback_customer_day_idx').on(t.customerId, t.istDay),
    index('feedback_screenshot_key_idx').on(t.screenshotKey).where(sql`${t.screenshotKey} is not null`),
  ],
);

/** Customer service's answers to a feedback, shown in the customer's history and announced in the message center. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** The staff member who wrote it (kept for the record, not shown to the customer). */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

export type FeedbackRow = typeof feedback.$inferSelect;

export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect;

/**
 * Grievances (RBI grievance redressal): a complaint customer service logged
 * from an e-mail, call or letter, or escalated from a feedback. The 30-day
 * clock runs from the IST day it was received (packages/domain service/grievance);
 * unresolved by then, the customer may go to the RBI Ombudsman. Kept after an
 * account deletion, as the lender's record of the complaint (docs/decisions/033).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    channel: text('channel').$type<'email' | 'phone' | 'letter' | 'feedback'>().notNull(),
    /** The feedback it was escalated from; one grievance per feedback. */
    feedbackId: uuid('feedback_id')
      .unique()
      .references(() => feedback.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    /** Asia/Kolkata day the lender received it (YYYY-MM-DD): day 0 of the 30-day clock. */
    receivedOn: text('received_on').notNull(),
    state: text('state').$type<'open' | 'resolved'>().notNull(),
    loggedBy: uuid('logged_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdAt: tstz('created_at').notNull(),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => staffUsers.id, { onDelete: 'restrict' }),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    index('grievances_state_received_idx').on(t.state, t.receivedOn),
    index('grievances_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export type GrievanceRow = typeof grievances.$inferSelect;

/**
 * What staff noted about a customer (issue 35): dated, with its author, never
 * edited. Kept after an account deletion, as grievances are: the lender's
 * record of its dealings with the borrower (decision 091).
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('customer_notes_customer_created_idx').on(t.customerId, t.createdAt)],
);

export type CustomerNoteRow = typeof customerNotes.$inferSelect;
