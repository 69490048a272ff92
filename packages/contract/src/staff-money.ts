import { z } from 'zod';
import { QueuePageQuerySchema } from './staff-paging';

/**
 * Operations console: the money section (/api/staff/v1/money, finance and admin):
 * payout problems and retries, UTR confirmations, cooling-off exits, the daily reconciliation.
 */

export const MoneyDayQuerySchema = z.object({ day: z.string().max(10) });
export const UtrRejectBodySchema = z.object({ reason: z.string().trim().min(3).max(300) });

/** What finance may do about a failed payout (decision 093): fix the account, retry, or check with the gateway first. */
export const PAYOUT_FAILURE_KINDS = ['bank_refusal', 'gateway_error', 'unknown'] as const;

export const PayoutProblemSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  /** The borrower, for the link to the customer record; the name as on the identity step. */
  customerId: z.string(),
  customerName: z.string().nullable(),
  phone: z.string(),
  state: z.enum(['disburse_failed', 'disbursing']),
  amountPaise: z.number().int(),
  attempt: z.number().int(),
  failureReason: z.string().nullable(),
  failureKind: z.enum(PAYOUT_FAILURE_KINDS).nullable(),
  requestedAt: z.string(),
  fixBy: z.string().nullable(),
  account: z.string(),
  ifsc: z.string(),
  retriedAt: z.string().nullable(),
  /** A retry can help; for an unknown outcome it first asks the gateway, so it never pays twice. */
  retryable: z.boolean(),
  /** The borrower can still be asked for a new bank account (a failure within the fix-by time). */
  canAskForBank: z.boolean(),
  /** Finance can cancel the order (its payout failed; no money moved). */
  cancelable: z.boolean(),
});

/** What a retry did: a new request queued, the money found already paid (recorded, nothing sent again), or the same key asked again. */
export const PayoutRetryResultSchema = z.object({ outcome: z.enum(['requeued', 'paid', 'rechecking']) });
export const PayoutCancelBodySchema = z.object({ reason: z.string().trim().min(3).max(300) });

export const UtrItemSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  kind: z.string(),
  amountPaise: z.number().int(),
  utr: z.string(),
  reference: z.string(),
  submittedAt: z.string(),
  ageMinutes: z.number().int(),
  match: z
    .object({ utr: z.string(), amountPaise: z.number().int(), narration: z.string(), creditedAt: z.string() })
    .nullable(),
});

export const CoolingOffItemSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  orderState: z.string(),
  amountPaise: z.number().int(),
  receivedPaise: z.number().int(),
  disbursedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  repaymentState: z.string(),
  repaidPaise: z.number().int(),
  excessPaise: z.number().int(),
});

export const ReconLineSchema = z.object({
  /** receipt: one posted by hand (decision 087); suspense: money in or out of the suspense account; receipt_refund: paid back. */
  type: z.enum([
    'payout',
    'collection',
    'mandate_debit',
    'mandate_refund',
    'receipt',
    'suspense',
    'receipt_refund',
  ]),
  /** A receipt's method (bank_transfer, cash, cheque). */
  method: z.string().optional(),
  orderNo: z.string(),
  reference: z.string(),
  utr: z.string().nullable(),
  recordPaise: z.number().int().nullable(),
  ledgerPaise: z.number().int().nullable(),
  status: z.enum(['matched', 'mismatch', 'missing_in_ledger', 'missing_in_gateway']),
});

export const ReconSummarySchema = z.object({
  day: z.string(),
  totals: z.object({
    payoutsRecordPaise: z.number().int(),
    payoutsLedgerPaise: z.number().int(),
    collectionsRecordPaise: z.number().int(),
    collectionsLedgerPaise: z.number().int(),
    mandateDebitsRecordPaise: z.number().int(),
    mandateDebitsLedgerPaise: z.number().int(),
    mandateRefundsRecordPaise: z.number().int(),
    mandateRefundsLedgerPaise: z.number().int(),
    receiptsRecordPaise: z.number().int(),
    receiptsLedgerPaise: z.number().int(),
    /** Net into suspense that day (received less allocated). */
    suspenseRecordPaise: z.number().int(),
    suspenseLedgerPaise: z.number().int(),
    receiptRefundsRecordPaise: z.number().int(),
    receiptRefundsLedgerPaise: z.number().int(),
    matched: z.number().int(),
    problems: z.number().int(),
  }),
  lines: z.array(ReconLineSchema),
});

/** Auto-debit mandates and their debits (issue 32), as finance lists them. */
export const STAFF_MANDATE_STATES = ['pending', 'active', 'paused', 'revoked', 'expired', 'failed'] as const;
export const STAFF_MANDATE_DEBIT_STATES = [
  'notified',
  'requested',
  'succeeded',
  'failed',
  'cancelled',
] as const;

export const MandateListQuerySchema = z.object({
  state: z.enum(STAFF_MANDATE_STATES).optional(),
  ...QueuePageQuerySchema.shape,
});
export const MandateDebitListQuerySchema = z.object({
  state: z.enum(STAFF_MANDATE_DEBIT_STATES).optional(),
  ...QueuePageQuerySchema.shape,
});

export const StaffMandateSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  /** The borrower's masked phone. */
  phone: z.string(),
  rail: z.enum(['upi_autopay', 'enach']),
  state: z.enum(STAFF_MANDATE_STATES),
  maxAmountPaise: z.number().int(),
  accountMasked: z.string(),
  endDay: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** A debit notified or requested; else, for an active mandate, the next unpaid instalment (scheduled). */
  nextDebit: z
    .object({
      dueDay: z.string(),
      amountPaise: z.number().int(),
      state: z.enum(['scheduled', 'notified', 'requested']),
    })
    .nullable(),
});

export const StaffMandateDebitSchema = z.object({
  id: z.string(),
  mandateId: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  rail: z.enum(['upi_autopay', 'enach']),
  instalmentNumber: z.number().int(),
  dueDay: z.string(),
  attempt: z.number().int(),
  /** Notified: the most the debit may take. */
  amountPaise: z.number().int(),
  requestedPaise: z.number().int().nullable(),
  state: z.enum(STAFF_MANDATE_DEBIT_STATES),
  failureReason: z.string().nullable(),
  refundPaise: z.number().int(),
  refundRef: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  requestedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});

export type PayoutProblem = z.infer<typeof PayoutProblemSchema>;
export type PayoutFailureKind = (typeof PAYOUT_FAILURE_KINDS)[number];
export type PayoutRetryResult = z.infer<typeof PayoutRetryResultSchema>;
export type UtrItem = z.infer<typeof UtrItemSchema>;
export type CoolingOffItem = z.infer<typeof CoolingOffItemSchema>;
export type ReconLine = z.infer<typeof ReconLineSchema>;
export type ReconSummary = z.infer<typeof ReconSummarySchema>;
export type StaffMandate = z.infer<typeof StaffMandateSchema>;
export type StaffMandateDebit = z.infer<typeof StaffMandateDebitSchema>;
export type StaffMandateState = (typeof STAFF_MANDATE_STATES)[number];
export type StaffMandateDebitState = (typeof STAFF_MANDATE_DEBIT_STATES)[number];
