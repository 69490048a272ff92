import { z } from 'zod';

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

/**
 * What the Home tab shows. `stage` tells the screen which call to action to show;
 * later issues add application, quota and order stages.
 */
export const HomeResponseSchema = z
  .object({
    stage: z.enum(['apply']),
    offers: z.array(ProductOfferSchema),
    loanOptions: z.array(LoanOptionSchema),
  })
  .meta({ id: 'Home' });
export type HomeResponse = z.infer<typeof HomeResponseSchema>;
