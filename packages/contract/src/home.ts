import { APPLICATION_STEPS, PHOTO_KINDS, REJECTION_REASONS } from '@app/domain';
import { z } from 'zod';
import { IsoDateTime } from './common';

const Int = z.number().int();

/** A worked example of a product's cost, each figure what a withdrawal quote gives for the same choice. */
export const ProductExampleSchema = z
  .object({
    amountPaise: Int,
    termMonths: Int,
    dailyRatePpm: Int.meta({ description: "The product's highest daily rate" }),
    termDays: Int,
    instalments: Int,
    chargesPaise: Int.meta({ description: 'Fees and GST, deducted before the payout' }),
    receivedPaise: Int,
    interestPaise: Int,
    totalRepayablePaise: Int.meta({ description: 'Principal plus interest' }),
    aprBps: Int.meta({ description: 'APR in basis points of a percent (5227 = 52.27%)' }),
  })
  .meta({ id: 'ProductExample' });
export type ProductExample = z.infer<typeof ProductExampleSchema>;

/**
 * A loan product as advertised (spec §1, §9), priced by the product
 * configuration in force: its APR range and a worked example. Money in
 * integer paise; rates in parts per million per day.
 */
export const ProductOfferSchema = z
  .object({
    kind: z.enum(['personal', 'salary']),
    minAmountPaise: Int,
    maxAmountPaise: Int,
    minTermMonths: Int,
    maxTermMonths: Int,
    dailyRateMinPpm: Int,
    dailyRateMaxPpm: Int,
    aprMinBps: Int,
    aprMaxBps: Int,
    example: ProductExampleSchema,
  })
  .meta({ id: 'ProductOffer' });
export type ProductOffer = z.infer<typeof ProductOfferSchema>;

/** GET /api/v1/products: what /start advertises, without login. */
export const ProductsResponseSchema = z
  .object({ products: z.array(ProductOfferSchema), configVersion: Int })
  .meta({ id: 'Products' });
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/** Spec §3 loan-option list item. `money` is in rupees, as the spec's option lists show it. */
export const LoanOptionSchema = z
  .object({ can_loan: z.boolean(), money: z.number() })
  .meta({ id: 'LoanOption' });
export type LoanOption = z.infer<typeof LoanOptionSchema>;

export const HOME_STAGES = [
  'apply',
  'continue',
  'under_review',
  'approved',
  'rejected',
  'identity_failed',
] as const;
export type HomeStage = (typeof HOME_STAGES)[number];

/** The application as Home needs it: progress, the review's timing, the decision. */
export const HomeApplicationSchema = z
  .object({
    progress: z.number().int(),
    nextStep: z.enum(APPLICATION_STEPS).nullable(),
    expectedDecisionAt: IsoDateTime.nullable(),
    quotaPaise: z.number().int().nullable(),
    dailyRatePpm: z.number().int().nullable(),
    product: z.enum(['personal', 'salary']).nullable(),
    reason: z.enum(REJECTION_REASONS).nullable(),
    reapplyAt: IsoDateTime.nullable(),
    canReapply: z.boolean(),
    redoPhotos: z.array(z.enum(PHOTO_KINDS)),
    kycLimitRemainingPaise: z.number().int().nullable().meta({
      description:
        "Approved on a KYC mode with a yearly limit (decision 076): the most that can still be paid out, the limit less the past 365 days' payouts, within the quota; null for the other modes",
    }),
    kycLimitRemainingUntil: IsoDateTime.nullable().meta({
      description:
        "When the oldest of the past 365 days' payouts leaves the year and the remainder grows; null when none",
    }),
  })
  .meta({ id: 'HomeApplication' });
export type HomeApplication = z.infer<typeof HomeApplicationSchema>;

/**
 * What the Home tab shows. `stage` tells the screen which call to action to
 * show: apply (nothing started), continue (a draft), under_review, approved
 * (quota), rejected (reapply date), identity_failed (retake photos).
 */
export const HomeResponseSchema = z
  .object({
    stage: z.enum(HOME_STAGES),
    offers: z.array(ProductOfferSchema),
    loanOptions: z.array(LoanOptionSchema),
    application: HomeApplicationSchema.nullable(),
  })
  .meta({ id: 'Home' });
export type HomeResponse = z.infer<typeof HomeResponseSchema>;
