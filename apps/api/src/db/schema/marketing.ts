import type { CouponKind, ReferralBlock, ReferralRewardKind } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { loanOrders } from './loans';
import { staffUsers } from './staff';

/** Coupons, refer-and-earn, content campaigns and FAQ overrides. */

/** Coupons (spec §2): withdrawal coupons cut the fees of one withdrawal; repayment coupons arrive with repayment. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Why it was given: welcome, home_screen, referral... */
    source: text('source').notNull(),
    facePaise: bigint('face_paise', { mode: 'number' }).notNull(),
    minAmountPaise: bigint('min_amount_paise', { mode: 'number' }).notNull(),
    validFrom: tstz('valid_from').notNull(),
    validUntil: tstz('valid_until').notNull(),
    usedAt: tstz('used_at'),
    orderId: uuid('order_id').references(() => loanOrders.id, { onDelete: 'restrict' }),
    voidedAt: tstz('voided_at'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('coupons_customer_idx').on(t.customerId, t.validUntil),
    uniqueIndex('coupons_one_per_source_idx').on(t.customerId, t.source),
  ],
);

/** Each customer's refer-and-earn code (docs/decisions/022): made on first ask, never changed. */
export const referralCodes = pgTable('referral_codes', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** 8 unambiguous capitals and digits (domain referral-code). */
  code: text('code').notNull().unique(),
  createdAt: tstz('created_at').notNull(),
});

/** A friend who signed up with a referrer's code: written at sign-up, once per friend, never moved. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.createdAt)],
);

/**
 * What a referral earned, one row per referral and event ('signup_bonus',
 * 'first_loan', 'disbursal:<order>', 'repayment:<order>'), so each is paid
 * once: credited with its coupon, or blocked with the reason. The friend's
 * PAN and payout account are kept as keyed hashes only, to refuse the same
 * person twice.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    kind: text('kind').$type<ReferralRewardKind>().notNull(),
    /** Who it is for: the referrer, or the friend for the sign-up bonus. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => loanOrders.id, { onDelete: 'restrict' }),
    basePaise: bigint('base_paise', { mode: 'number' }).notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').$type<'credited' | 'blocked'>().notNull(),
    blockReason: text('block_reason').$type<ReferralBlock>(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    friendPanIndex: text('friend_pan_index'),
    friendAccountIndex: text('friend_account_index'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('referral_rewards_event_idx').on(t.referralId, t.eventKey),
    index('referral_rewards_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

export type CouponRow = typeof coupons.$inferSelect;

/**
 * One send of the console's content section (an activity message or a coupon
 * grant) to a segment or one customer. The key is unique: a repeat of the same
 * send (a double click, a retried request) finds the row and sends nothing.
 */
export const contentCampaigns = pgTable(
  'content_campaigns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    key: text('key').notNull(),
    kind: text('kind').$type<'message' | 'coupon'>().notNull(),
    /** A segment name (packages/domain staff/content), or null when sent to one customer. */
    segment: text('segment'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** What was sent, as the request asked it (texts, coupon terms). */
    payload: jsonb('payload').notNull(),
    /** SHA-256 of the request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    delivered: integer('delivered').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('content_campaigns_key_idx').on(t.key),
    index('content_campaigns_created_idx').on(t.createdAt),
  ],
);

/**
 * Staff edits of the help center's FAQ, merged over the code catalogue: a row
 * with a built-in id overrides or hides it, any other id adds an entry. Texts
 * are per language ({ en, hi, zh }); the answer's paragraphs are split by blank lines.
 */
export const faqOverrides = pgTable('faq_overrides', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  question: jsonb('question').$type<Record<'en' | 'hi' | 'zh', string>>(),
  answer: jsonb('answer').$type<Record<'en' | 'hi' | 'zh', string>>(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'restrict' }),
  createdAt: tstz('created_at').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

export type ContentCampaignRow = typeof contentCampaigns.$inferSelect;

export type FaqOverrideRow = typeof faqOverrides.$inferSelect;
