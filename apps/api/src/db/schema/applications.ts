import type { ApplicationState, PhotoKind, ReferReason, RejectionReason } from '@app/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredApplicationSteps, StoredTelemetry } from '../../modules/application';
import { tstz } from './columns';
import { customers } from './customers';

/** Loan applications, the identity claims (one owner per Aadhaar and PAN) and the applicant's photos. */

/**
 * A credit application (spec §1 steps 2-4). One open application per customer
 * (draft, submitted, identity_failed or approved); a rejected one stays as
 * history and a reapplication starts a new row. PAN and the account number
 * exist only encrypted (AES-256-GCM); the Aadhaar number is not kept at all,
 * only its keyed blind index (one owner per Aadhaar, the reference key) and its
 * last four digits in the identity step (decision 075). The step columns hold
 * the rest, masked where shown.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state').$type<ApplicationState>().notNull().default('draft'),
    consentAt: tstz('consent_at'),
    consentVersion: text('consent_version'),
    /** Saved step values (non-secret parts), keyed by step. */
    steps: jsonb('steps').$type<StoredApplicationSteps>().notNull().default({}),
    /** HMAC of the Aadhaar number (decision 075: the reference key; the number itself is never kept). */
    aadhaarIndex: text('aadhaar_index'),
    panEnc: text('pan_enc'),
    panIndex: text('pan_index'),
    accountEnc: text('account_enc'),
    /** Unfinished form values per step, encrypted as one JSON document. */
    draftsEnc: text('drafts_enc'),
    /** Spec §3 form telemetry per step. */
    telemetry: jsonb('telemetry').$type<StoredTelemetry>().notNull().default({}),
    submittedAt: tstz('submitted_at'),
    expectedDecisionAt: tstz('expected_decision_at'),
    /** How many reviews ran (the KYC check may ask for a re-upload on the first). */
    reviewCount: integer('review_count').notNull().default(0),
    decidedAt: tstz('decided_at'),
    rejectionReason: text('rejection_reason').$type<RejectionReason>(),
    reapplyAt: tstz('reapply_at'),
    product: text('product').$type<'personal' | 'salary'>(),
    quotaPaise: bigint('quota_paise', { mode: 'number' }),
    dailyRatePpm: integer('daily_rate_ppm'),
    redoPhotos: jsonb('redo_photos').$type<PhotoKind[]>().notNull().default([]),
    /** What the bureau said, kept for the lender's review (score, flags). */
    bureauReport: jsonb('bureau_report'),
    /**
     * The engine handed the application to a person (decision 031); it stays
     * 'submitted' until a reviewer decides, with the engine's line as the suggestion.
     */
    referredAt: tstz('referred_at'),
    referReason: text('refer_reason').$type<ReferReason>(),
    suggestedProduct: text('suggested_product').$type<'personal' | 'salary'>(),
    suggestedQuotaPaise: bigint('suggested_quota_paise', { mode: 'number' }),
    suggestedDailyRatePpm: integer('suggested_daily_rate_ppm'),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    /**
     * The identity step's name for staff search (decision 091): lower case,
     * runs of spaces as one, a leading space so every word starts after one.
     * Kept by the database, so no writer can forget it.
     */
    nameKey: text('name_key').generatedAlwaysAs(
      sql`(' ' || lower(regexp_replace(btrim(steps -> 'identity' ->> 'name'), '\\s+', ' ', 'g')))`,
    ),
  },
  (t) => [
    uniqueIndex('applications_one_open_idx').on(t.customerId).where(sql`${t.state} <> 'rejected'`),
    index('applications_referred_idx').on(t.referredAt).where(sql`${t.state} = 'submitted'`),
    index('applications_customer_created_idx').on(t.customerId, t.createdAt),
    index('applications_aadhaar_index_idx').on(t.aadhaarIndex),
    index('applications_pan_index_idx').on(t.panIndex),
  ],
);

/**
 * One owner per Aadhaar and per PAN (their blind indexes): the first customer
 * to save one owns it, the unique key settles a race. Another customer saving
 * it still saves the step, and the engine refers that application to a person
 * (decision 064). Released when a customer lets go of a value they typed, or
 * when an account that never borrowed is erased.
 */
export const identityClaims = pgTable(
  'identity_claims',
  {
    kind: text('kind').$type<'aadhaar' | 'pan'>().notNull(),
    blindIndex: text('blind_index').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('identity_claims_kind_index_idx').on(t.kind, t.blindIndex),
    index('identity_claims_customer_idx').on(t.customerId),
  ],
);

/**
 * KYC photos. Every upload attempt is a row (the daily cap counts them);
 * only accepted ones have a stored file, under a random name. A newer photo
 * of the same kind supersedes the older one.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PhotoKind>().notNull(),
    status: text('status').$type<'accepted' | 'refused' | 'superseded'>().notNull(),
    /** Why a photo was refused (type, corrupt, resolution, blur, glare, blank). */
    refusal: text('refusal'),
    storageKey: text('storage_key'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    /**
     * Aadhaar card images (decision 075): 'masked' when the number's first eight
     * digits were found and filled, 'unconfirmed' when they were not found and the
     * stored copy is masked as far as possible (a person checks it). Null for others.
     */
    masking: text('masking').$type<'masked' | 'unconfirmed'>(),
    blurVariance: real('blur_variance'),
    glareShare: real('glare_share'),
    /** Asia/Kolkata day of the upload, for the daily cap. */
    istDay: text('ist_day').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('photos_customer_day_idx').on(t.customerId, t.istDay),
    index('photos_application_kind_idx').on(t.applicationId, t.kind),
    // The orphan file sweep asks which stored files a row still names (decision 061).
    index('photos_storage_key_idx').on(t.storageKey).where(sql`${t.storageKey} is not null`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

export type PhotoRow = typeof photos.$inferSelect;
