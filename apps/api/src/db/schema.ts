import type { OrderState } from '@app/contract';
import type {
  ApplicationState,
  CouponKind,
  Instalment,
  LedgerAccount,
  LoanProduct,
  PhotoKind,
  PricingConfig,
  ReferReason,
  ReferralBlock,
  ReferralRewardKind,
  RejectionReason,
  StaffRole,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredApplicationSteps, StoredTelemetry } from '../modules/application/stored-steps';

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
 * A credit application (spec §1 steps 2-4). One open application per customer
 * (draft, submitted, identity_failed or approved); a rejected one stays as
 * history and a reapplication starts a new row. Aadhaar, PAN and the account
 * number exist only encrypted (AES-256-GCM) with a keyed blind index for
 * duplicate checks; the step columns hold the rest, masked where shown.
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
    aadhaarEnc: text('aadhaar_enc'),
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

/**
 * Background jobs (underwriting now; disbursal, accrual and reminders later).
 * Workers claim due rows with FOR UPDATE SKIP LOCKED, so several API
 * instances on one PostgreSQL run each job once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: tstz('run_at').notNull(),
    /** A claimed job is invisible to other workers until this passes (a crashed worker's job comes back). */
    lockedUntil: tstz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: tstz('done_at'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** Message center entries (spec: kinds activity and notify), written as a template and its values. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'activity' | 'notify'>().notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: tstz('created_at').notNull(),
    readAt: tstz('read_at'),
  },
  (t) => [index('messages_customer_created_idx').on(t.customerId, t.createdAt)],
);

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
 * A loan order (spec §3): the priced withdrawal, then the loan. Every figure
 * is copied at creation, with the pricing configuration and the schedule, so
 * later configuration changes never touch it. One open order per customer,
 * enforced by a partial unique index.
 */
export const loanOrders = pgTable(
  'loan_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderNo: text('order_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    state: text('state').$type<OrderState>().notNull(),
    product: text('product').$type<'personal' | 'salary'>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    termDays: integer('term_days').notNull(),
    installmentDays: integer('installment_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    serviceFeePaise: bigint('service_fee_paise', { mode: 'number' }).notNull(),
    creditReportFeePaise: bigint('credit_report_fee_paise', { mode: 'number' }).notNull(),
    ticketFeePaise: bigint('ticket_fee_paise', { mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    couponPaise: bigint('coupon_paise', { mode: 'number' }).notNull(),
    totalDeductionPaise: bigint('total_deduction_paise', { mode: 'number' }).notNull(),
    receivedPaise: bigint('received_paise', { mode: 'number' }).notNull(),
    interestPaise: bigint('interest_paise', { mode: 'number' }).notNull(),
    totalRepayablePaise: bigint('total_repayable_paise', { mode: 'number' }).notNull(),
    aprBps: integer('apr_bps').notNull(),
    startDay: text('start_day').notNull(),
    endDay: text('end_day').notNull(),
    schedule: jsonb('schedule').$type<Instalment[]>().notNull(),
    pricing: jsonb('pricing').$type<PricingConfig>().notNull(),
    /** The product configuration version it was priced with (null: before versions existed). */
    productConfigVersion: integer('product_config_version'),
    couponId: uuid('coupon_id'),
    /** Where the money goes: the borrower's own account from the application, encrypted. */
    payoutAccountEnc: text('payout_account_enc'),
    payoutIfsc: text('payout_ifsc'),
    signedAt: tstz('signed_at'),
    disbursedAt: tstz('disbursed_at'),
    /** The bank's 12-digit reference of the payout (UTR). */
    utr: text('utr'),
    /** After a failed payout: the bank details must be fixed before this, or the order is canceled. */
    fixBy: tstz('fix_by'),
    closedAt: tstz('closed_at'),
    /** When each document (kfs, letter, loan) was first opened: signing needs all three. */
    documentsRead: jsonb('documents_read')
      .$type<Partial<Record<'kfs' | 'letter' | 'loan', string>>>()
      .notNull()
      .default({}),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('loan_orders_one_open_idx')
      .on(t.customerId)
      .where(sql`${t.state} in ('created', 'signed', 'disbursing', 'disbursed', 'disburse_failed')`),
    index('loan_orders_customer_created_idx').on(t.customerId, t.createdAt),
    // What a journal's (order, customer) key refers to.
    uniqueIndex('loan_orders_id_customer_idx').on(t.id, t.customerId),
  ],
);

/**
 * Idempotency keys of money-moving requests, per customer: the first answer
 * is kept and replayed; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.customerId, t.scope, t.key)],
);

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

/**
 * The borrower's e-signature of an order's documents and its evidence: the
 * drawn signature, time, IP, device, the code consent and the SHA-256 of each
 * document as shown. Written once; the signed PDFs are stored write-once too.
 */
export const orderSignatures = pgTable(
  'order_signatures',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    /**
     * drawn_otp: the pad and an SMS code, signature_key is the PNG; esp: an e-sign
     * provider, signature_key is its answer (JSON: session, signer reference, time).
     */
    method: text('method').$type<'drawn_otp' | 'esp'>().notNull(),
    signatureKey: text('signature_key').notNull(),
    lang: text('lang').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    phone: text('phone').notNull(),
    documentHashes: jsonb('document_hashes').$type<Record<'kfs' | 'letter' | 'loan', string>>().notNull(),
    /** Storage keys of the signed PDFs, once issued. */
    pdfKeys: jsonb('pdf_keys')
      .$type<Partial<Record<'kfs' | 'letter' | 'loan', string>>>()
      .notNull()
      .default({}),
    signedAt: tstz('signed_at').notNull(),
  },
  (t) => [index('order_signatures_signature_key_idx').on(t.signatureKey)],
);

/**
 * Payout attempts of an order. Each carries the idempotency key the gateway
 * pays at most once: a job that crashed and runs again asks with the same key.
 */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: text('state').$type<'requested' | 'succeeded' | 'failed'>().notNull(),
    accountEnc: text('account_enc').notNull(),
    ifsc: text('ifsc').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    requestedAt: tstz('requested_at').notNull(),
    settledAt: tstz('settled_at'),
    /** Set when finance retried this attempt from the console: once per failure (decision 032). */
    retriedAt: tstz('retried_at'),
  },
  (t) => [uniqueIndex('payout_attempts_order_attempt_idx').on(t.orderId, t.attempt)],
);

/**
 * A journal: entries that sum to zero, posted once per business event (its key).
 * An order's journal names the order and its borrower; the daily accrual's
 * batch journal (decision 050) names neither: each of its receivable lines
 * names its order, and its income lines are the batch's totals.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull().unique(),
    customerId: uuid('customer_id'),
    orderId: uuid('order_id'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    // An order's journal's customer is that order's borrower. One key checks both, on the
    // order row the posting transaction holds anyway (decision 049).
    foreignKey({
      name: 'ledger_journals_order_customer_fk',
      columns: [t.orderId, t.customerId],
      foreignColumns: [loanOrders.id, loanOrders.customerId],
    }).onDelete('restrict'),
    // A customer's journals, newest first (customer service's ledger tab).
    index('ledger_journals_customer_created_idx').on(t.customerId, t.createdAt),
    // Only the accrual's batch journals name no order, and then no customer either.
    check(
      'ledger_journals_order_or_accrual_batch',
      sql`(${t.orderId} is null) = (${t.customerId} is null) and (${t.orderId} is not null or ${t.kind} = 'accrual')`,
    ),
  ],
);

/**
 * A loan's account: what the daily accrual reads and moves, one narrow row per
 * order (decision 055). The accrual claims a million of these a day; on the
 * 1.3 KB order row each claim and update wrote the whole row and a full page
 * image to the WAL. The terms it reads are copies of the order's, fixed at
 * pricing. Lock order: a request locks the order row, then this one; the
 * accrual locks only this one (SKIP LOCKED), so the two never wait on each
 * other in a cycle. Ledger lines name their loan by this row, so the accrual's
 * own lines are checked against rows it already holds.
 */
export const loanAccounts = pgTable('loan_accounts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => loanOrders.id, { onDelete: 'restrict' }),
  /** True from the payout until the loan is settled or exited: the daily accrual moves it. */
  accruing: boolean('accruing').notNull().default(false),
  /** The last business day (Asia/Kolkata) interest and penal charges were accrued through (set at the payout). */
  accruedThrough: text('accrued_through'),
  /** Set once any instalment was paid late: a settled loan then earns no higher-limit offer. */
  everOverdue: boolean('ever_overdue').notNull().default(false),
  dailyRatePpm: integer('daily_rate_ppm').notNull(),
  /** The order's pricing.penalDailyPpm; null when priced before it existed (today's default applies). */
  penalDailyPpm: integer('penal_daily_ppm'),
  /** The order's pricing.penaltyFeePaise; 0 when priced before the fee existed (bookTerms). */
  penaltyFeePaise: bigint('penalty_fee_paise', { mode: 'number' }).notNull().default(0),
});

export type LoanAccountRow = typeof loanAccounts.$inferSelect;

/** Ledger lines in signed paise (debit > 0, credit < 0); never updated, only reversed. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    /** The loan the line belongs to, by its account row (which the accrual holds while it posts). */
    orderId: uuid('order_id').references(() => loanAccounts.orderId, { onDelete: 'restrict' }),
    account: text('account').$type<LedgerAccount>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_order_account_idx').on(t.orderId, t.account),
    index('ledger_entries_journal_idx').on(t.journalId),
  ],
);

/**
 * The payout simulator's own books (it stands where a bank payout gateway
 * would): one row per idempotency key, settled after a delay. Not ours to
 * read in business code: only the simulator adapter touches it.
 */
export const simPayouts = pgTable('sim_payouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  accountLast4: text('account_last4').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  outcome: text('outcome').$type<'succeeded' | 'failed'>().notNull(),
  utr: text('utr'),
  reason: text('reason'),
  settleAt: tstz('settle_at').notNull(),
  createdAt: tstz('created_at').notNull(),
});

/**
 * A disbursed loan's instalments as its books keep them (domain BookInstalment):
 * what each owes and what was paid against it. Their sums equal the order's
 * receivable balances in the ledger.
 */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    periodStart: text('period_start').notNull(),
    dueDay: text('due_day').notNull(),
    principalPaise: bigint('principal_paise', { mode: 'number' }).notNull(),
    interestBasePaise: bigint('interest_base_paise', { mode: 'number' }).notNull(),
    interestOffsetPaise: bigint('interest_offset_paise', { mode: 'number' }).notNull(),
    interestPaise: bigint('interest_paise', { mode: 'number' }).notNull(),
    accruedInterestPaise: bigint('accrued_interest_paise', { mode: 'number' }).notNull(),
    penalPaise: bigint('penal_paise', { mode: 'number' }).notNull(),
    penaltyFeePaise: bigint('penalty_fee_paise', { mode: 'number' }).notNull(),
    paidPrincipalPaise: bigint('paid_principal_paise', { mode: 'number' }).notNull(),
    paidInterestPaise: bigint('paid_interest_paise', { mode: 'number' }).notNull(),
    paidPenalPaise: bigint('paid_penal_paise', { mode: 'number' }).notNull(),
    paidDay: text('paid_day'),
  },
  (t) => [
    uniqueIndex('loan_instalments_pk').on(t.orderId, t.number),
    index('loan_instalments_open_due_idx').on(t.dueDay).where(sql`${t.paidDay} is null`),
  ],
);

export type RepaymentKind = 'bill' | 'full' | 'partial' | 'extension' | 'cooling_off';
export type RepaymentMethod = 'upi' | 'gateway';
export type RepaymentState = 'initiated' | 'processing' | 'succeeded' | 'failed';

/**
 * Repayments (ARCHITECTURE: initiated -> processing -> succeeded | failed).
 * At most one open per order; a UTR is claimed once, by one repayment, ever.
 */
export const repayments = pgTable(
  'repayments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<RepaymentKind>().notNull(),
    method: text('method').$type<RepaymentMethod>().notNull(),
    state: text('state').$type<RepaymentState>().notNull(),
    /** What the borrower pays (after any coupon). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponPaise: bigint('coupon_paise', { mode: 'number' }).notNull().default(0),
    /** Our unique reference: the UPI transaction reference and the gateway's order id. */
    reference: text('reference').notNull().unique(),
    /** The bank's 12-digit UTR the borrower entered. */
    utr: text('utr').unique(),
    gatewayRef: text('gateway_ref'),
    failureReason: text('failure_reason'),
    /** The business day it was quoted on. */
    quotedDay: text('quoted_day').notNull(),
    /** For an extension: the due day it buys. */
    newDueDay: text('new_due_day'),
    /** How the books allocated it, once succeeded. */
    allocation: jsonb('allocation').$type<Record<string, number>>(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    uniqueIndex('repayments_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} in ('initiated', 'processing')`),
    index('repayments_customer_created_idx').on(t.customerId, t.createdAt),
    // The bill lists an order's succeeded repayments (1M-customer scale bench: a Seq Scan without it).
    index('repayments_order_state_idx').on(t.orderId, t.state),
  ],
);

/** Reminders sent: one row per order, due day and offset (D-3 ... overdue 7), so each goes once. */
export const repaymentReminders = pgTable(
  'repayment_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    dueDay: text('due_day').notNull(),
    offsetDays: integer('offset_days').notNull(),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [uniqueIndex('repayment_reminders_pk').on(t.orderId, t.dueDay, t.offsetDays)],
);

/** Gateway webhook events already handled, by the gateway's event id: a replay does nothing. */
export const collectionEvents = pgTable('collection_events', {
  eventId: text('event_id').primaryKey(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  receivedAt: tstz('received_at').notNull(),
});

/** Higher-limit offers earned by repaying on time: shown, and applied only when the borrower accepts. */
export const limitOffers = pgTable(
  'limit_offers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    fromQuotaPaise: bigint('from_quota_paise', { mode: 'number' }).notNull(),
    quotaPaise: bigint('quota_paise', { mode: 'number' }).notNull(),
    maxTermMonths: integer('max_term_months').notNull(),
    state: text('state').$type<'offered' | 'accepted' | 'declined'>().notNull(),
    createdAt: tstz('created_at').notNull(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [index('limit_offers_customer_idx').on(t.customerId, t.state)],
);

/** The collection gateway simulator's books (it stands where a payment gateway would). */
export const simCollections = pgTable('sim_collections', {
  reference: text('reference').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  outcome: text('outcome').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
  gatewayRef: text('gateway_ref').notNull(),
  reason: text('reason'),
  createdAt: tstz('created_at').notNull(),
  decidedAt: tstz('decided_at'),
});

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
export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
export type LoanInstalmentRow = typeof loanInstalments.$inferSelect;
export type RepaymentRow = typeof repayments.$inferSelect;
export type LimitOfferRow = typeof limitOffers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type LoanOrderRow = typeof loanOrders.$inferSelect;
export type PayoutAttemptRow = typeof payoutAttempts.$inferSelect;
export type OrderSignatureRow = typeof orderSignatures.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

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
  createdAt: tstz('created_at').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

/**
 * Staff sessions: a password check opens a short 'challenge' (second factor
 * pending), the TOTP code turns it into a 'session'. Tokens are stored hashed.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'challenge' | 'session'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
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
 * Grievances (RBI grievance redressal): a complaint customer service logged
 * from an e-mail, call or letter, or escalated from a feedback. The 30-day
 * clock runs from the IST day it was received (packages/domain support/grievance);
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
