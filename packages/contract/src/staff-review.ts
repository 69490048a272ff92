import { PHOTO_KINDS, REFER_REASONS, REJECTION_REASONS } from '@app/domain';
import { z } from 'zod';
import {
  AddressStepSchema,
  BasicStepSchema,
  CareerStepSchema,
  ContactsStepSchema,
  PhotoViewSchema,
  StepTelemetrySchema,
} from './application';
import { IsoDateTime } from './common';
import { KYC_MODES } from './kyc';
import { StaffKycSchema } from './staff-kyc';

/** Operations console: the review queue of applications the engine referred (decision 031). */

const Product = z.enum(['personal', 'salary']);

export const ReviewBureauSchema = z.union([
  z.object({
    status: z.literal('found'),
    score: z.number().int(),
    delinquent: z.boolean(),
    birthOnRecord: z.string().nullable(),
    nameMatches: z.boolean(),
  }),
  z.object({ status: z.literal('no_history') }),
]);

/** The line the engine would have offered, prefilled in the approve form. */
export const ReviewSuggestionSchema = z.object({
  product: Product,
  quotaPaise: z.number().int(),
  dailyRatePpm: z.number().int(),
  /** The product's bounds a reviewer's approval must keep to. */
  minQuotaPaise: z.number().int(),
  maxQuotaPaise: z.number().int(),
  quotaStepPaise: z.number().int(),
  minDailyRatePpm: z.number().int(),
  maxDailyRatePpm: z.number().int(),
});

export const ReviewQueueItemSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  name: z.string().nullable(),
  referReason: z.enum(REFER_REASONS),
  score: z.number().int().nullable(),
  product: Product,
  suggestedQuotaPaise: z.number().int(),
  submittedAt: IsoDateTime.nullable(),
  referredAt: IsoDateTime,
  /** Minutes since the referral: how long the borrower has been waiting on a person. */
  ageMinutes: z.number().int(),
  /** The identity step's KYC mode; null for an application from before issue 31 (typed, card photos). */
  kycMode: z.enum(KYC_MODES).nullable().optional(),
});

/** A page of the queue (QueuePageQuerySchema) and how many wait in all. */
export const ReviewQueueSchema = z.object({
  items: z.array(ReviewQueueItemSchema),
  total: z.number().int().min(0),
});

export const ReviewIdParamsSchema = z.object({ id: z.uuid() });

export const ReviewDetailSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  phone: z.string(),
  state: z.string(),
  /** True while it waits for a person; false once decided (the page then shows the outcome). */
  waiting: z.boolean(),
  referReason: z.enum(REFER_REASONS).nullable(),
  referredAt: IsoDateTime.nullable(),
  submittedAt: IsoDateTime.nullable(),
  ageMinutes: z.number().int().nullable(),
  identity: z
    .object({
      name: z.string(),
      sex: z.string(),
      birth: z.string(),
      aadhaarMasked: z.string(),
      panMasked: z.string(),
      resident: z.boolean(),
    })
    .nullable(),
  basic: BasicStepSchema.nullable(),
  career: CareerStepSchema.nullable(),
  address: AddressStepSchema.nullable(),
  contacts: ContactsStepSchema.nullable(),
  bank: z.object({ ifsc: z.string(), bankName: z.string().nullable(), accountMasked: z.string() }).nullable(),
  photos: z.array(PhotoViewSchema),
  /** Each photo kind's masking (decision 075): 'unconfirmed' = OCR did not find the number, check the image. */
  photoMasking: z.record(z.string(), z.enum(['masked', 'unconfirmed'])).optional(),
  /** The newest identity verification (issue 31): mode, signature, PAN check, face match. */
  kyc: StaffKycSchema.nullable().optional(),
  bureau: ReviewBureauSchema.nullable(),
  telemetry: z.record(z.string(), StepTelemetrySchema.optional()),
  suggestion: ReviewSuggestionSchema.nullable(),
  decision: z
    .object({
      state: z.string(),
      decidedAt: IsoDateTime.nullable(),
      quotaPaise: z.number().int().nullable(),
      dailyRatePpm: z.number().int().nullable(),
      rejectionReason: z.string().nullable(),
      redoPhotos: z.array(z.string()),
    })
    .nullable(),
});
export type ReviewDetail = z.infer<typeof ReviewDetailSchema>;

/** PAN and account only: the Aadhaar number is not kept (decision 075), its last four digits are shown. */
export const REVEAL_FIELDS = ['pan', 'account'] as const;
export const ReviewRevealBodySchema = z.object({
  field: z.enum(REVEAL_FIELDS),
  /** Why the full number is needed; kept in the audit log. */
  reason: z.string().trim().min(5).max(300),
});
export const ReviewRevealSchema = z.object({ field: z.enum(REVEAL_FIELDS), value: z.string() });

export const ReviewApproveBodySchema = z.object({
  quotaPaise: z.number().int().positive(),
  dailyRatePpm: z.number().int().positive().optional(),
  note: z.string().trim().max(500).optional(),
});

export const ReviewRejectBodySchema = z.object({
  reason: z.enum(REJECTION_REASONS),
  note: z.string().trim().max(500).optional(),
});

export const ReviewReuploadBodySchema = z.object({
  photos: z
    .array(z.enum(PHOTO_KINDS))
    .min(1)
    .max(PHOTO_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'each photo once' }),
  note: z.string().trim().max(500).optional(),
});

/** The application after a decision: its new state. */
export const ReviewDecidedSchema = z.object({ id: z.uuid(), state: z.string() });
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;
export type ReviewDecided = z.infer<typeof ReviewDecidedSchema>;
export type RevealField = (typeof REVEAL_FIELDS)[number];
