import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Every time column is timestamptz and
 * written from the injectable clock (never the DB's now()), so tests can move time.
 * Phones are the bare 10 digits (normalizeIndianPhone).
 */
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
  (t) => [index('login_failures_phone_created_idx').on(t.phone, t.createdAt)],
);

/**
 * Lock state per phone. Failures older than `failuresResetAt` no longer count:
 * it moves to the end of a lock and to the moment of a successful login.
 */
export const phoneLocks = pgTable('phone_locks', {
  phone: text('phone').primaryKey(),
  lockedUntil: tstz('locked_until'),
  failuresResetAt: tstz('failures_reset_at'),
});

export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** sha256 of the lower-cased answer. */
    answerHash: text('answer_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
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
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_customer_idx').on(t.customerId),
  ],
);
