import { COUPON_KINDS, COUPON_STATES } from '@app/domain';
import { z } from 'zod';
import { code, IsoDateTime } from './common';
import { SIGN_METHODS } from './documents';
import { LoanOptionSchema } from './home';

const Paise = z.number().int();
const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What an approved borrower may withdraw now (spec §9: loan options and max loan). */
export const WithdrawOptionsSchema = z
  .object({
    product: z.enum(['personal', 'salary']),
    quotaPaise: Paise,
    dailyRatePpm: z.number().int(),
    loanOptions: z.array(LoanOptionSchema),
    /** Largest money of the options with can_loan, in rupees; null when none (spec §9). */
    maxLoan: z.number().nullable(),
    minAmountPaise: Paise,
    amountStepPaise: Paise,
    termsMonths: z.array(z.number().int()),
    installmentDays: z.number().int(),
    /** A month of the term counts as this many days (instalments = months × daysPerMonth ÷ installmentDays). */
    daysPerMonth: z.number().int(),
    /** The open order, when there is one: a new withdrawal waits until it is repaid. */
    openOrderId: z.uuid().nullable(),
  })
  .meta({ id: 'WithdrawOptions' });
export type WithdrawOptions = z.infer<typeof WithdrawOptionsSchema>;

/**
 * The amount and term asked for. Numbers are checked by the server's rules,
 * not by type alone, so that -5, 0, 2000.5 or 1e12 answer the spec's message.
 */
export const WithdrawRequestSchema = z
  .object({
    amountPaise: z.number(),
    termMonths: z.number(),
    /** A withdrawal coupon of the customer's, to cut the fees. */
    couponId: z.uuid().optional(),
  })
  .strict()
  .meta({ id: 'WithdrawRequest' });
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

export const InstalmentSchema = z
  .object({
    number: z.number().int(),
    dueDay: DayKey,
    principalPaise: Paise,
    interestPaise: Paise,
    totalPaise: Paise,
    closingPrincipalPaise: Paise,
  })
  .meta({ id: 'Instalment' });
export type InstalmentView = z.infer<typeof InstalmentSchema>;

/** Every figure of a priced withdrawal: the loan order fields of spec §3 and the KFS's APR. */
export const QuoteSchema = z
  .object({
    amountPaise: Paise,
    termMonths: z.number().int(),
    termDays: z.number().int(),
    installmentDays: z.number().int(),
    dailyRatePpm: z.number().int(),
    serviceFeePaise: Paise,
    creditReportFeePaise: Paise,
    ticketFeePaise: Paise,
    gstPaise: Paise,
    gstBase: z.enum(['all_fees', 'service_fee']),
    couponPaise: Paise,
    totalDeductionPaise: Paise,
    receivedPaise: Paise,
    interestPaise: Paise,
    totalRepayablePaise: Paise,
    /** Annual percentage rate in basis points of a percent (2416 = 24.16%), RBI KFS method. */
    aprBps: z.number().int(),
    startDay: DayKey,
    endDay: DayKey,
    schedule: z.array(InstalmentSchema),
  })
  .meta({ id: 'Quote' });
export type QuoteView = z.infer<typeof QuoteSchema>;

export const ORDER_STATES = [
  'created',
  'signed',
  'disbursing',
  'disbursed',
  'disburse_failed',
  'canceled',
  'canceled_cooling_off',
  'settled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const OrderViewSchema = z
  .object({
    id: z.uuid(),
    orderNo: z.string(),
    state: z.enum(ORDER_STATES),
    product: z.enum(['personal', 'salary']),
    quote: QuoteSchema,
    createdAt: IsoDateTime,
    signedAt: IsoDateTime.nullable(),
    disbursedAt: IsoDateTime.nullable(),
    /** The payout's 12-digit bank reference (UTR). */
    utr: z.string().nullable(),
    /** After a failed payout: fix the bank details before this, or the order is canceled. */
    fixBy: IsoDateTime.nullable(),
    /** While the cooling-off exit is open: until when, and what ends the loan without penalty. */
    coolingOff: z
      .object({ until: IsoDateTime, exitAmountPaise: Paise, daysHeld: z.number().int() })
      .nullable(),
    /** What the borrower owes now, from the ledger's receivable accounts (0 before disbursal). */
    outstandingPaise: Paise,
    /**
     * The loan's schedule as its books keep it, once disbursed: due days from the payout day,
     * interest as part payments and extensions left it (decision 069); null before. The quote
     * keeps the signed schedule.
     */
    schedule: z.array(InstalmentSchema).nullable(),
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof OrderViewSchema>;

export const OrderListSchema = z.object({ orders: z.array(OrderViewSchema) }).meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderListSchema>;

/** Money-moving POSTs carry one: a replay returns the first answer and moves nothing. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .meta({ description: '8-64 letters, digits, - or _; one per intended action' }),
});

/** The documents signed before the payout (spec §2): signing needs all three read. */
export const SIGNED_DOCUMENT_KINDS = ['kfs', 'letter', 'loan'] as const;
export type SignedDocumentKind = (typeof SIGNED_DOCUMENT_KINDS)[number];
/**
 * The account's documents (issue 33, decision 081), built from the books when asked: the
 * statement of account, the foreclosure letter, the no-dues certificate and the schedule.
 */
export const ACCOUNT_DOCUMENT_KINDS = ['statement', 'foreclosure', 'noc', 'schedule'] as const;
export type AccountDocumentKind = (typeof ACCOUNT_DOCUMENT_KINDS)[number];
export const DOCUMENT_KINDS = [...SIGNED_DOCUMENT_KINDS, ...ACCOUNT_DOCUMENT_KINDS] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];
export const isSignedDocumentKind = (kind: DocumentKindName): kind is SignedDocumentKind =>
  (SIGNED_DOCUMENT_KINDS as readonly string[]).includes(kind);

const DocumentDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, code('DATE_INVALID'));
/** The statement's range (India time days, both included); default: the payout day to today. */
export const StatementQuerySchema = z.object({ from: DocumentDay.optional(), to: DocumentDay.optional() });
/** The foreclosure letter's day (today .. today + 30); default: today. */
export const ForeclosureQuerySchema = z.object({ date: DocumentDay.optional() });
/** The view and PDF routes' query: each kind reads its own parameters and ignores the others. */
export const DocumentQuerySchema = StatementQuerySchema.extend(ForeclosureQuerySchema.shape);
export type DocumentQuery = z.infer<typeof DocumentQuerySchema>;

const DocumentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('bullets'), items: z.array(z.string()) }),
  z.object({
    kind: z.literal('table'),
    rows: z.array(z.object({ label: z.string(), value: z.string(), emphasis: z.boolean().optional() })),
  }),
  /** A table with column headings (the KFS's repayment schedule): every row has one cell per column. */
  z.object({ kind: z.literal('grid'), columns: z.array(z.string()), rows: z.array(z.array(z.string())) }),
]);

/** A loan document as the page shows it: the same blocks the PDF is made of. */
export const DocumentViewSchema = z
  .object({
    kind: z.enum(DOCUMENT_KINDS),
    title: z.string(),
    subtitle: z.string().optional(),
    brand: z.string(),
    meta: z.array(z.object({ label: z.string(), value: z.string() })),
    blocks: z.array(DocumentBlockSchema),
    footer: z.string(),
    /** SHA-256 of the document's content: what the signature covers. */
    hash: z.string(),
    readAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'LoanDocument' });
export type DocumentView = z.infer<typeof DocumentViewSchema>;

export const DocumentListSchema = z
  .object({
    documents: z.array(
      z.object({
        kind: z.enum(DOCUMENT_KINDS),
        title: z.string(),
        readAt: IsoDateTime.nullable(),
        /**
         * Whether it can be opened now: the signed documents always; the statement and the schedule
         * once paid out; the foreclosure letter while paid out and not settled; the NOC once issued.
         */
        available: z.boolean(),
        /** When it was issued: the NOC's issue time; null for the others. */
        issuedAt: IsoDateTime.nullable(),
      }),
    ),
    allRead: z.boolean(),
    signedAt: IsoDateTime.nullable(),
    /** How this app signs: /sign shows the pad, or sends the borrower to the e-sign provider. */
    signMethod: z.enum(SIGN_METHODS),
  })
  .meta({ id: 'LoanDocuments' });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** The signature (a PNG drawn on the pad, base64) and the code sent by SMS to consent. */
export const SignBodySchema = z
  .object({
    code: z.string().max(12),
    signaturePng: z.string().max(400_000),
    agree: z.literal(true),
  })
  .strict()
  .meta({ id: 'SignBody' });
export type SignBody = z.infer<typeof SignBodySchema>;

export const SignCodeResponseSchema = z
  .object({ phoneMasked: z.string(), expiresInSeconds: z.number().int() })
  .meta({ id: 'SignCode' });
export type SignCodeResponse = z.infer<typeof SignCodeResponseSchema>;

export const CouponViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(COUPON_KINDS),
    source: z.string(),
    facePaise: Paise,
    minAmountPaise: Paise,
    validFrom: IsoDateTime,
    validUntil: IsoDateTime,
    usedAt: IsoDateTime.nullable(),
    state: z.enum(COUPON_STATES),
  })
  .meta({ id: 'Coupon' });
export type CouponView = z.infer<typeof CouponViewSchema>;

export const CouponListSchema = z.object({ coupons: z.array(CouponViewSchema) }).meta({ id: 'CouponList' });
export type CouponList = z.infer<typeof CouponListSchema>;
