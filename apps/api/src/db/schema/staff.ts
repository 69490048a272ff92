import type { LoanProduct, PricingConfig, StaffRole } from '@app/domain';
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

/** Staff users and sessions, the audit log, product configuration versions. */

/**
 * The lender's staff (operations console), separate from borrowers: e-mail,
 * password and a TOTP second factor, one role each (packages/domain staff/roles).
 * The TOTP secret is stored encrypted; it is null until the first sign-in enrols it.
 */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecretEnc: text('totp_secret_enc'),
  totpEnrolledAt: tstz('totp_enrolled_at'),
  /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Wrong passwords since the last sign-in; every fifth locks the account (counted in one UPDATE). */
  failedLogins: integer('failed_logins').notNull().default(0),
  /** Wrong authenticator codes since the last good one, over all challenges; every tenth locks. */
  totpFailures: integer('totp_failures').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  disabledAt: tstz('disabled_at'),
  lastLoginAt: tstz('last_login_at'),
  /**
   * Set by an admin's create or reset (a one-time password): the next sign-in
   * opens a 'password' session that can only choose a new one (decision 094).
   */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  createdAt: tstz('created_at').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

/**
 * Staff sessions: a password check opens a short 'challenge' (second factor
 * pending), the TOTP code turns it into a 'session' (or, with a one-time
 * password, a short 'password' session that can only change it). Tokens are
 * stored hashed.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'challenge' | 'session' | 'password'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** The last request seen, written at most once a minute; null: none since created_at (idle rule, decision 094). */
    lastSeenAt: tstz('last_seen_at'),
    attempts: integer('attempts').notNull().default(0),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Append-only record of every staff action: who, what, when, on what, with
 * the state before and after. The application never updates or deletes a
 * row (a database trigger refuses it too).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull(),
    /** Null for the system (first admin at start). */
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Versions of the product configuration (issue 8): the pricing and the
 * products' bounds new orders are priced with. Append-only; the newest is in
 * force. Version 1 is what the environment and code defaults said. An order
 * copies its pricing and records its version, so a new version never changes it.
 */
export const productConfigVersions = pgTable('product_config_versions', {
  version: integer('version').primaryKey(),
  pricing: jsonb('pricing').$type<PricingConfig>().notNull(),
  products: jsonb('products').$type<LoanProduct[]>().notNull(),
  /** Null for version 1, written by the system at start. */
  staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
  note: text('note').notNull(),
  createdAt: tstz('created_at').notNull(),
});

export type ProductConfigVersionRow = typeof productConfigVersions.$inferSelect;
