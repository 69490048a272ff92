import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import type { KycMode, KycState, VerifiedAddress } from '../../modules/kyc/verified-identity';
import { applications } from './applications';
import { tstz } from './columns';
import { customers } from './customers';

/**
 * One row per identity verification (issue 31): the mode used, the source's
 * signature check and what it said. Never the full Aadhaar number: its last
 * four digits and the source's reference key only.
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    mode: text('mode').$type<KycMode>().notNull(),
    state: text('state').$type<KycState>().notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    name: text('name').notNull(),
    /** yyyy-mm-dd */
    dob: text('dob').notNull(),
    gender: text('gender').$type<'M' | 'F' | 'T'>().notNull(),
    address: jsonb('address').$type<VerifiedAddress>().notNull(),
    aadhaarLast4: text('aadhaar_last4'),
    referenceKey: text('reference_key'),
    /** Storage key of the source's photo (encrypted at rest once the KYC image helper lands). */
    photoKey: text('photo_key'),
    mobileMatched: boolean('mobile_matched'),
    issuedAt: tstz('issued_at'),
    panStatus: text('pan_status'),
    panNameScore: real('pan_name_score'),
    faceScore: real('face_score'),
    livenessScore: real('liveness_score'),
    faceDecision: text('face_decision'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    index('kyc_verifications_customer_created_idx').on(t.customerId, t.createdAt),
    // The orphan file sweep asks which stored files a row still names (decision 061).
    index('kyc_verifications_photo_key_idx').on(t.photoKey).where(sql`${t.photoKey} is not null`),
  ],
);

/**
 * The day's KYC attempts and paid lookups of a customer (issue 31): one row per
 * customer and Asia/Kolkata day, taken by one conditional upsert so that two
 * requests cannot both have the last slot (decision 073, "Daily caps").
 */
export const kycDailyCounts = pgTable(
  'kyc_daily_counts',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** yyyy-mm-dd, Asia/Kolkata */
    istDay: text('ist_day').notNull(),
    attempts: integer('attempts').notNull(),
    paidLookups: integer('paid_lookups').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.istDay] })],
);
