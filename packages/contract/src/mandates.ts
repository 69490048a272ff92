import { z } from 'zod';

/** Issue 32: auto-debit mandates (UPI AutoPay and e-NACH) for a loan's instalments (docs/auto-debit.md). */

const Paise = z.number().int();
const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const MANDATE_RAILS = ['upi_autopay', 'enach'] as const;
export type MandateRail = (typeof MANDATE_RAILS)[number];

export const MANDATE_STATES = ['pending', 'active', 'paused', 'revoked', 'expired', 'failed'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

export const MANDATE_DEBIT_STATES = ['notified', 'requested', 'succeeded', 'failed', 'cancelled'] as const;
export type MandateDebitState = (typeof MANDATE_DEBIT_STATES)[number];

export const MandateDebitViewSchema = z
  .object({
    id: z.uuid(),
    dueDay: DayKey,
    /** 1 = the first presentation; a retry counts up. */
    attempt: z.number().int(),
    state: z.enum(MANDATE_DEBIT_STATES),
    /** The most it may take (the pre-debit notice's amount). */
    amountPaise: Paise,
    requestedPaise: Paise.nullable(),
    failureReason: z.string().nullable(),
    /** Refunded because the instalment was paid by hand meanwhile. */
    refundPaise: Paise,
  })
  .meta({ id: 'MandateDebit' });
export type MandateDebitView = z.infer<typeof MandateDebitViewSchema>;

export const MandateViewSchema = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    rail: z.enum(MANDATE_RAILS),
    state: z.enum(MANDATE_STATES),
    /** The most one debit may take. */
    maxAmountPaise: Paise,
    /** The account's last four, or the UPI id masked. */
    accountMasked: z.string(),
    startDay: DayKey,
    /** The loan's last due day + 30 days. */
    endDay: DayKey,
    /** Debits are presented on instalment due days only, never on a fixed calendar. */
    frequency: z.literal('as_presented'),
    /** The charge on a failed debit (0: none), disclosed before set-up. */
    failedDebitChargePaise: Paise,
    /** UPI AutoPay's per-debit limit without extra authentication; above it, e-NACH. */
    upiLimitPaise: Paise,
    /** Where the borrower approves a pending mandate (the bank's or PSP's page; the simulator's in development). */
    approveUrl: z.string().nullable(),
    /** A pending UPI AutoPay mandate's intent link (upi://mandate?...), for a UPI app or its QR code. */
    upiIntent: z.string().nullable(),
    /** The QR code of `upiIntent` as SVG markup, for a UPI app on another phone. */
    upiQrSvg: z.string().nullable(),
    nextDebit: z
      .object({
        dueDay: DayKey,
        amountPaise: Paise,
        state: z.enum(['scheduled', 'notified', 'requested']),
      })
      .nullable(),
    debits: z.array(MandateDebitViewSchema),
  })
  .meta({ id: 'Mandate' });
export type MandateView = z.infer<typeof MandateViewSchema>;

/** What a mandate for this loan would be, shown before set-up (GET /orders/:id/mandate/terms). */
export const MandateTermsSchema = MandateViewSchema.pick({
  maxAmountPaise: true,
  accountMasked: true,
  startDay: true,
  endDay: true,
  frequency: true,
  failedDebitChargePaise: true,
  upiLimitPaise: true,
}).meta({ id: 'MandateTerms' });
export type MandateTerms = z.infer<typeof MandateTermsSchema>;

export const MandateSetupBodySchema = z
  .object({
    rail: z.enum(MANDATE_RAILS),
    /** The borrower saw the maximum, account, frequency, end date and any failed-debit charge, and agreed. */
    consent: z.literal(true),
    /** The most one debit may take; the largest instalment's total when left out. */
    maxAmountPaise: z.number().int().positive().optional(),
  })
  .strict()
  .meta({ id: 'MandateSetupBody' });
export type MandateSetupBody = z.infer<typeof MandateSetupBodySchema>;

export const MandateOrderParamsSchema = z.object({ orderId: z.uuid() });

export const MANDATE_WEBHOOK_KINDS = [
  'mandate.active',
  'mandate.failed',
  'mandate.paused',
  'mandate.resumed',
  'mandate.revoked',
  'mandate.expired',
  'debit.succeeded',
  'debit.failed',
] as const;
export type MandateWebhookKind = (typeof MANDATE_WEBHOOK_KINDS)[number];

export const MANDATE_DEBIT_FAILURES = [
  'insufficient_funds',
  'mandate_inactive',
  'bank_declined',
  'gateway_error',
] as const;
export type MandateDebitFailure = (typeof MANDATE_DEBIT_FAILURES)[number];

/**
 * The mandate gateway's webhook body (POST /api/v1/webhooks/mandate), signed in
 * the header x-mandate-signature: sha256=<hex HMAC-SHA256 of the raw body>.
 */
export const MandateWebhookSchema = z
  .object({
    eventId: z.string().min(1).max(100),
    kind: z.enum(MANDATE_WEBHOOK_KINDS),
    gatewayRef: z.string().min(1).max(100),
    idempotencyKey: z.string().max(200).optional(),
    amountPaise: z.number().int().nonnegative().optional(),
    debitRef: z.string().max(100).optional(),
    reason: z.string().max(100).optional(),
    at: z.string().max(40),
  })
  .meta({ id: 'MandateWebhook' });
export type MandateWebhook = z.infer<typeof MandateWebhookSchema>;
