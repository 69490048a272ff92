import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** Customers and how they sign in: OTP, login failures and locks, captcha, sessions, verification codes, account deletion requests. */

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  phone: text('phone').notNull().unique(),
  /** scrypt$N$r$p$salt$hash; null until the customer sets a password. */
  passwordHash: text('password_hash'),
  language: text('language').notNull().default('en'),
  promotionChannel: text('promotion_channel'),
  createdAt: tstz('created_at').notNull(),
  lastLoginAt: tstz('last_login_at'),
});

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    phone: text('phone').notNull(),
    /** HMAC-SHA256(APP_SECRET, phone:code), hex: a DB leak does not reveal codes. */
    codeHash: text('code_hash').notNull(),
    /** The requesting client (IP), for the phones-per-client captcha rule. */
    clientKey: text('client_key').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tstz('consumed_at'),
    /** Set when too many wrong tries or a newer code replaced this one. */
    burnedAt: tstz('burned_at'),
  },
  (t) => [
    index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_challenges_client_created_idx').on(t.clientKey, t.createdAt),
    // The hourly SMS budget counts every phone's codes (decision 062).
    index('otp_challenges_created_idx').on(t.createdAt),
  ],
);

/** One row per failed login (wrong OTP or password), counted per phone for captcha and lockout. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    phone: text('phone').notNull(),
    kind: text('kind', { enum: ['otp', 'password'] }).notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('login_failures_phone_created_idx').on(t.phone, t.createdAt),
    // Wrong codes and passwords per client address, across phones (decision 062).
    index('login_failures_client_created_idx').on(t.clientKey, t.createdAt),
  ],
);

/**
 * Lock state per phone, one pair of columns per way of logging in: wrong
 * passwords lock password login only, wrong codes the OTP login (decision 062).
 * Failures older than the reset point no longer count: it moves to the end of
 * a lock and to the moment of a successful login.
 */
export const phoneLocks = pgTable('phone_locks', {
  phone: text('phone').primaryKey(),
  lockedUntil: tstz('locked_until'),
  failuresResetAt: tstz('failures_reset_at'),
  passwordLockedUntil: tstz('password_locked_until'),
  passwordFailuresResetAt: tstz('password_failures_reset_at'),
});

/**
 * Proof-of-work challenges already used (decision 062): one row per accepted
 * solution, kept until the challenge expires, so a solution passes once.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The challenge's own SHA-256 (hex): unique, so a second use of one solution inserts nothing. */
    answerHash: text('answer_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('captcha_challenges_expires_idx').on(t.expiresAt),
    uniqueIndex('captcha_challenges_answer_hash_uq').on(t.answerHash),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    /** Moved forward at most every few minutes (decision 063); null until the first move. */
    lastSeenAt: tstz('last_seen_at'),
    /** Only the network part of the client's address (IPv4 /24, IPv6 /48), for "my devices". */
    ipPrefix: text('ip_prefix'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_customer_idx').on(t.customerId),
  ],
);

/**
 * SMS codes that confirm an act of a logged-in customer (decision 063):
 * setting a password, signing a loan (subject: the order). Kept apart from
 * login codes (otp_challenges), so one can never stand in for the other.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password', 'sign'] }).notNull(),
    /** What the code is for within its purpose: the order id for signing, '' for a password. */
    subject: text('subject').notNull().default(''),
    /** HMAC-SHA256(APP_SECRET, purpose:subject:customer:code), hex. */
    codeHash: text('code_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastFailedAt: tstz('last_failed_at'),
    consumedAt: tstz('consumed_at'),
    /** Set when too many wrong tries or a newer code replaced this one. */
    burnedAt: tstz('burned_at'),
  },
  (t) => [index('verification_codes_customer_idx').on(t.customerId, t.purpose, t.createdAt)],
);

/**
 * A borrower's request to delete their account (spec §6: through customer
 * service). Recorded and confirmed at once; customer service processes it
 * (issue 8), erasing what the law does not require the lender to keep.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    state: text('state').$type<'requested' | 'processed' | 'withdrawn'>().notNull(),
    requestedAt: tstz('requested_at').notNull(),
    processedAt: tstz('processed_at'),
  },
  (t) => [uniqueIndex('account_deletion_one_open_idx').on(t.customerId).where(sql`${t.state} = 'requested'`)],
);

export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
