import type { OrderState } from '@app/contract';
import type { Instalment, OrderPricing } from '@app/domain';
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
import { applications } from './applications';
import { tstz } from './columns';
import { customers } from './customers';
import { coupons } from './marketing';

/** Loans: orders, signatures, payouts, loan accounts, instalments, repayments, reminders, collection events, limit offers. */

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
    pricing: jsonb('pricing').$type<OrderPricing>().notNull(),
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
 * The certificates a loan earns (issue 33, decision 081): the no-dues
 * certificate, written once in the transaction that settles the loan (or its
 * cooling-off exit). One per order: the primary key makes a second settlement
 * path a no-op, never a second NOC.
 */
export const loanCertificates = pgTable('loan_certificates', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => loanOrders.id, { onDelete: 'restrict' }),
  kind: text('kind').$type<'noc'>().notNull(),
  /** What the certificate shows: NOC-<order number>. */
  number: text('number').notNull().unique(),
  issuedAt: tstz('issued_at').notNull(),
});

export type LoanCertificateRow = typeof loanCertificates.$inferSelect;

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
    /** What finance may do about the failure (decision 093): bank_refusal, gateway_error or unknown (ask the gateway first). */
    failureKind: text('failure_kind').$type<'bank_refusal' | 'gateway_error' | 'unknown'>(),
    requestedAt: tstz('requested_at').notNull(),
    settledAt: tstz('settled_at'),
    /** Set when finance retried this attempt from the console: once per failure (decision 032). */
    retriedAt: tstz('retried_at'),
  },
  (t) => [uniqueIndex('payout_attempts_order_attempt_idx').on(t.orderId, t.attempt)],
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
export const loanAccounts = pgTable(
  'loan_accounts',
  {
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
    /** Days past due at the last day-end (decision 084): days since the oldest unpaid instalment's due day, India time. */
    dpd: integer('dpd').notNull().default(0),
    /** RBI asset class (domain AssetClass): standard, sma0, sma1, sma2, npa, written_off. */
    assetClass: text('asset_class').notNull().default('standard'),
    /** The India day the loan became NPA; kept until it is upgraded to standard. */
    npaSince: text('npa_since'),
    /** The India day the daily job last classified the loan (the job's idempotence key). */
    classifiedOn: text('classified_on'),
  },
  (t) => [index('loan_accounts_overdue_idx').on(t.dpd).where(sql`${t.dpd} > 0`)],
);

export type LoanAccountRow = typeof loanAccounts.$inferSelect;

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
    /** Failed auto-debit charges levied on it (the order's pricing.failedDebitChargePaise each, decision 080). */
    failedDebitChargePaise: bigint('failed_debit_charge_paise', { mode: 'number' }).notNull().default(0),
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

/** 'mandate' is an auto-debit (issue 32); bank_transfer, cash and cheque are receipts finance posts (decision 087). */
export type RepaymentMethod = 'upi' | 'gateway' | 'mandate' | 'bank_transfer' | 'cash' | 'cheque';

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
    // An auto-debit's or a posted receipt's row opens and settles in one transaction, beside a
    // borrower's payment in progress (issue 32, decision 087): only the borrower's own methods are one at a time.
    uniqueIndex('repayments_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} in ('initiated', 'processing') and ${t.method} in ('upi', 'gateway')`),
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

export type LoanInstalmentRow = typeof loanInstalments.$inferSelect;

export type RepaymentRow = typeof repayments.$inferSelect;

export type LimitOfferRow = typeof limitOffers.$inferSelect;

export type LoanOrderRow = typeof loanOrders.$inferSelect;

export type PayoutAttemptRow = typeof payoutAttempts.$inferSelect;

export type OrderSignatureRow = typeof orderSignatures.$inferSelect;
