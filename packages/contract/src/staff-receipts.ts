import { z } from 'zod';
import { QueuePageQuerySchema, QueueTotalSchema } from './staff-paging';

/**
 * Operations console: manual receipts and the suspense account
 * (/api/staff/v1/receipts, finance and admin; decision 087).
 */

export const RECEIPT_METHODS = ['bank_transfer', 'cash', 'cheque'] as const;
export const BANK_RAILS = ['neft', 'imps', 'rtgs'] as const;
export const RECEIPT_STATES = ['awaiting_clearance', 'bounced', 'suspense', 'applied', 'refunded'] as const;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A UTR, a cash receipt or a cheque number: letters, digits and - or /, as banks print them. */
const Reference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9/-]{4,40}$/);

export const ReceiptPostBodySchema = z.object({
  method: z.enum(RECEIPT_METHODS),
  /** A bank transfer's rail. */
  rail: z.enum(BANK_RAILS).optional(),
  reference: Reference,
  /** Paise, at least Rs 1, at most Rs 1 crore. */
  amountPaise: z.number().int().min(100).max(1_000_000_000),
  receivedDay: Day,
  /** What the payer quoted: a loan's order number matches it; anything else (or nothing) goes to suspense. */
  payerReference: z.string().trim().max(60).optional(),
  chequeBank: z.string().trim().min(2).max(60).optional(),
  chequeDay: Day.optional(),
  note: z.string().trim().max(300).optional(),
});

export const ChequeDecisionBodySchema = z.object({
  outcome: z.enum(['cleared', 'bounced']),
  reason: z.string().trim().max(300).optional(),
});

export const SuspenseAllocateBodySchema = z.object({
  orderNo: z.string().trim().min(1).max(40),
  reason: z.string().trim().min(3).max(300),
});

export const SuspenseRefundBodySchema = z.object({
  accountNumber: z.string().regex(/^\d{6,18}$/),
  ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/),
  name: z.string().trim().min(2).max(100),
  reason: z.string().trim().min(3).max(300),
});

export const ReceiptListQuerySchema = z.object({
  state: z.enum(RECEIPT_STATES).optional(),
  ...QueuePageQuerySchema.shape,
});

export const StaffReceiptSchema = z
  .object({
    id: z.string(),
    method: z.enum(RECEIPT_METHODS),
    rail: z.enum(BANK_RAILS).nullable(),
    reference: z.string(),
    chequeBank: z.string().nullable(),
    chequeDay: z.string().nullable(),
    amountPaise: z.number().int(),
    receivedDay: z.string(),
    payerReference: z.string().nullable(),
    orderNo: z.string().nullable(),
    state: z.enum(RECEIPT_STATES),
    repaymentId: z.string().nullable(),
    keptPaise: z.number().int(),
    refundPaise: z.number().int(),
    refundRef: z.string().nullable(),
    refundFailure: z.string().nullable(),
    /** A step waiting for a second person: what, by whom (staff id and role), when and why. */
    proposal: z
      .object({
        /** The proposal's id: approve or reject it at /api/staff/v1/loan-actions/proposals/:id/approve|reject. */
        id: z.string(),
        action: z.enum(['allocate', 'refund']),
        orderNo: z.string().nullable(),
        account: z.string().nullable(),
        staffId: z.string(),
        role: z.string(),
        at: z.string(),
        reason: z.string(),
      })
      .nullable(),
    postedBy: z.string(),
    note: z.string().nullable(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'StaffReceipt' });

export const SuspenseSummarySchema = z.object({
  /** The suspense account's balance in the ledger (what is held, owed to payers): equal to the items' sum. */
  ledgerPaise: z.number().int(),
  heldPaise: z.number().int(),
  /** A page of the receipts held (QueuePageQuerySchema), newest first; `total` counts them all. */
  items: z.array(StaffReceiptSchema),
  ...QueueTotalSchema.shape,
});

export type ReceiptPostBody = z.infer<typeof ReceiptPostBodySchema>;
export type StaffReceipt = z.infer<typeof StaffReceiptSchema>;
export type SuspenseSummary = z.infer<typeof SuspenseSummarySchema>;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
