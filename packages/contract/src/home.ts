import { APPLICATION_STEPS, PHOTO_KINDS, REJECTION_REASONS } from '@app/domain';
import { z } from 'zod';
import { IsoDateTime } from './common';

/** A loan product as advertised (spec §1, §9). Money in integer paise; rates in parts per million per day. */
export const ProductOfferSchema = z
  .object({
    kind: z.enum(['personal', 'salary']),
    minAmountPaise: z.number().int(),
    maxAmountPaise: z.number().int(),
    minTermMonths: z.number().int(),
    maxTermMonths: z.number().int(),
    dailyRateMinPpm: z.number().int(),
    dailyRateMaxPpm: z.number().int(),
  })
  .meta({ id: 'ProductOffer' });
export type ProductOffer = z.infer<typeof ProductOfferSchema>;

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
