import { APPLICATION_STATES, ASSET_CLASSES } from '@app/domain';
import { z } from 'zod';
import { code, IsoDateTime } from './common';
import { ORDER_STATES } from './order';
import { StaffCardImageSchema, StaffKycSchema } from './staff-kyc';
import { ReviewBureauSchema } from './staff-review';

/** Operations console: customers (search and the customer's record, read-only). */

const Paise = z.number().int();
const Time = IsoDateTime.nullable();

/** Offset paging: a page of `limit` rows from `offset`, with the total for the pager. */
export const CustomerPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const CustomerSearchQuerySchema = CustomerPageQuerySchema.extend({
  /**
   * A phone (10 digits, +91 allowed), its last 4 to 9 digits, an order number
   * (LN...) or 3+ characters of a name (decision 091). Which one it is, and a
   * coded refusal when it is none, is the server's to say.
   */
  q: z.string().trim().max(60),
});

export const CustomerSummarySchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  name: z.string().nullable(),
  applicationState: z.enum(APPLICATION_STATES).nullable(),
  createdAt: IsoDateTime,
  lastLoginAt: Time,
});

export const CustomerSearchSchema = z.object({
  customers: z.array(CustomerSummarySchema),
  total: z.number().int(),
  /** A name search shows the first 50 matches only: more matched, type more of the name. */
  capped: z.boolean().optional(),
});

export const CustomerIdParamsSchema = z.object({ id: z.uuid() });

export const StaffApplicationSchema = z.object({
  id: z.uuid(),
  state: z.enum(APPLICATION_STATES),
  submittedAt: Time,
  decidedAt: Time,
  rejectionReason: z.string().nullable(),
  reapplyAt: Time,
  product: z.string().nullable(),
  quotaPaise: Paise.nullable(),
  dailyRatePpm: z.number().int().nullable(),
  reviewCount: z.number().int(),
  createdAt: IsoDateTime,
});

export const StaffInstalmentSchema = z.object({
  number: z.number().int(),
  dueDay: z.string(),
  principalPaise: Paise,
  interestPaise: Paise,
  penalPaise: Paise,
  paidPaise: Paise,
  /** Unpaid principal, accrued interest and penal charges. */
  outstandingPaise: Paise,
  paidDay: z.string().nullable(),
  daysPastDue: z.number().int(),
});

export const StaffOrderSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  state: z.enum(ORDER_STATES),
  product: z.string(),
  amountPaise: Paise,
  receivedPaise: Paise,
  totalRepayablePaise: Paise,
  termMonths: z.number().int(),
  startDay: z.string(),
  endDay: z.string(),
  createdAt: IsoDateTime,
  disbursedAt: Time,
  closedAt: Time,
  utr: z.string().nullable(),
  /** The books once disbursed; the signed schedule before that. */
  instalments: z.array(StaffInstalmentSchema),
  /** Days past due and RBI asset class at the last day-end (decision 084); null before the payout. */
  classification: z
    .object({
      dpd: z.number().int(),
      assetClass: z.enum(ASSET_CLASSES),
      npaSince: z.string().nullable(),
      classifiedOn: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

export const CustomerProfileSchema = z.object({
  id: z.uuid(),
  /** In full: agents call borrowers (decision 034). */
  phone: z.string(),
  language: z.string(),
  createdAt: IsoDateTime,
  lastLoginAt: Time,
  name: z.string().nullable(),
  sex: z.string().nullable(),
  birth: z.string().nullable(),
  email: z.string().nullable(),
  occupation: z.string().nullable(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  aadhaarMasked: z.string().nullable(),
  panMasked: z.string().nullable(),
  bankName: z.string().nullable(),
  ifsc: z.string().nullable(),
  accountMasked: z.string().nullable(),
});

export const CustomerRecordSchema = z.object({
  profile: CustomerProfileSchema,
  /** The newest identity verification (issue 31 point 6); null when none. */
  kyc: StaffKycSchema.nullable().optional(),
  /** The open (or newest) application's stored card images, masked (decision 075), behind signed URLs. */
  cardImages: z.array(StaffCardImageSchema).optional(),
  applications: z.array(StaffApplicationSchema),
  orders: z.array(StaffOrderSchema),
  /** The credit-bureau pull of the newest application that made one (at underwriting); null when none did. */
  bureau: z
    .object({ applicationId: z.uuid(), pulledAt: Time, report: ReviewBureauSchema })
    .nullable()
    .optional(),
});
export type CustomerRecord = z.infer<typeof CustomerRecordSchema>;

export const CustomerLedgerSchema = z.object({
  journals: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      eventKey: z.string(),
      orderNo: z.string().nullable(),
      createdAt: IsoDateTime,
      /**
       * A day's accrual batch journal, shared by many loans (decision 050): its entries here
       * are this customer's receivable lines; the batch's income lines balance them.
       */
      batch: z.boolean(),
      /** Signed paise: debit > 0, credit < 0. */
      entries: z.array(z.object({ account: z.string(), amountPaise: Paise })),
      /** The entries shown summed: 0 for an order's journal when it balances; a batch journal's share otherwise. */
      sumPaise: Paise,
    }),
  ),
  total: z.number().int(),
  /** The customer's orders' own journals summed: 0 when the books balance. */
  balancePaise: Paise,
});

export const CustomerRepaymentsSchema = z.object({
  repayments: z.array(
    z.object({
      id: z.uuid(),
      orderNo: z.string(),
      kind: z.string(),
      method: z.string(),
      state: z.string(),
      amountPaise: Paise,
      couponPaise: Paise,
      utr: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: IsoDateTime,
      settledAt: Time,
    }),
  ),
  total: z.number().int(),
});

export const CustomerMessagesSchema = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      template: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      /** The text as the customer read it, in their language (`language`). */
      title: z.string(),
      body: z.string(),
      createdAt: IsoDateTime,
      readAt: Time,
    }),
  ),
  total: z.number().int(),
  /** The customer's language, the one the texts are in. */
  language: z.string(),
});

export const CustomerFeedbackSchema = z.object({
  feedback: z.array(
    z.object({
      id: z.uuid(),
      text: z.string(),
      status: z.string(),
      hasScreenshot: z.boolean(),
      createdAt: IsoDateTime,
      answeredAt: Time,
      replies: z.array(z.object({ author: z.string(), text: z.string(), createdAt: IsoDateTime })),
    }),
  ),
  total: z.number().int(),
});

/** A note by staff on a customer (issue 35): 1 to 2,000 characters. */
export const CustomerNoteBodySchema = z.object({
  text: z
    .string(code('CUSTOMER_NOTE_EMPTY'))
    .trim()
    .min(1, code('CUSTOMER_NOTE_EMPTY'))
    .max(2000, code('CUSTOMER_NOTE_TOO_LONG')),
});

export const CustomerNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  author: z.object({ name: z.string(), email: z.string() }),
  createdAt: IsoDateTime,
});

export const CustomerNotesSchema = z.object({
  notes: z.array(CustomerNoteSchema),
  total: z.number().int(),
});

export type CustomerSearchView = z.infer<typeof CustomerSearchSchema>;
export type CustomerLedgerView = z.infer<typeof CustomerLedgerSchema>;
export type CustomerRepaymentsView = z.infer<typeof CustomerRepaymentsSchema>;
export type CustomerMessagesView = z.infer<typeof CustomerMessagesSchema>;
export type CustomerFeedbackView = z.infer<typeof CustomerFeedbackSchema>;
export type CustomerNotesView = z.infer<typeof CustomerNotesSchema>;
export type CustomerNoteBody = z.infer<typeof CustomerNoteBodySchema>;
