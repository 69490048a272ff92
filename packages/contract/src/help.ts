import { LANGS } from '@app/domain';
import { z } from 'zod';
import { code, LangSchema } from './common';

/** The help center's FAQ categories, in the order the help center lists them. */
export const FAQ_CATEGORIES = [
  'applying',
  'loan',
  'disbursal',
  'repayment',
  'extension',
  'account',
  'coupons',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export function isFaqCategory(value: unknown): value is FaqCategory {
  return typeof value === 'string' && (FAQ_CATEGORIES as readonly string[]).includes(value);
}

/** The help center shows this entry as its step-by-step "How to repay" guide. */
export const FAQ_REPAY_GUIDE_ID = 'repay-how';

/** Lower-case words joined by hyphens: how FAQ ids are written ("repay-how"). */
export const FAQ_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Query schemas carry no id: the OpenAPI generator cannot expand a $ref into query parameters.
export const FaqQuerySchema = z.object({
  lang: z
    .enum(LANGS, code('VALIDATION_FAILED'))
    .optional()
    .meta({ description: "Language of the texts; the customer's chosen language when absent" }),
});

export const FaqIdParamsSchema = z.object({
  id: z
    .string(code('VALIDATION_FAILED'))
    .max(64, code('VALIDATION_FAILED'))
    .regex(FAQ_ID_PATTERN, code('VALIDATION_FAILED')),
});

export const FaqCategoryViewSchema = z
  .object({
    id: z.enum(FAQ_CATEGORIES),
    title: z.string(),
    count: z.number().int().meta({ description: 'Questions in the category' }),
  })
  .meta({ id: 'FaqCategory' });
export type FaqCategoryView = z.infer<typeof FaqCategoryViewSchema>;

export const FaqSummarySchema = z
  .object({
    id: z.string(),
    category: z.enum(FAQ_CATEGORIES),
    question: z.string(),
  })
  .meta({ id: 'FaqSummary' });
export type FaqSummary = z.infer<typeof FaqSummarySchema>;

export const FaqListSchema = z
  .object({
    lang: LangSchema,
    categories: z.array(FaqCategoryViewSchema),
    entries: z.array(FaqSummarySchema).meta({ description: 'Every question, by category, in order' }),
  })
  .meta({ id: 'FaqList' });
export type FaqList = z.infer<typeof FaqListSchema>;

export const FaqEntrySchema = z
  .object({
    id: z.string(),
    lang: LangSchema,
    category: z.enum(FAQ_CATEGORIES),
    categoryTitle: z.string(),
    question: z.string(),
    steps: z
      .array(z.string())
      .meta({ description: 'Numbered steps, shown before the answer; empty when none' }),
    answer: z.array(z.string()).meta({ description: 'Paragraphs, with the live figures filled in' }),
    related: z.array(FaqSummarySchema).meta({ description: 'Other questions of the same category' }),
  })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
