import { z } from 'zod';
import { CalendarDateSchema } from './application';
import { code } from './common';

/** The staff reports (issue 34 point 7, decision 089). */
export const REPORT_NAMES = ['disbursals', 'collections', 'ageing', 'npa', 'cash'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** A range of India days, `from` not after `to`, at most 366 days (a year's reports in one request). */
export const ReportQuerySchema = z
  .object({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    format: z.enum(['json', 'csv'], code('VALIDATION_FAILED')).default('json'),
  })
  .refine(
    (q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000,
    code('DATE_INVALID'),
  );

export const ReportParamsSchema = z.object({ name: z.enum(REPORT_NAMES, code('VALIDATION_FAILED')) });

export const ReportSchema = z
  .object({
    name: z.enum(REPORT_NAMES),
    from: z.string(),
    to: z.string(),
    /** Column keys in order; 'paise' columns are amounts in paise. */
    columns: z.array(z.object({ key: z.string(), kind: z.enum(['text', 'number', 'paise']) })),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    totals: z.record(z.string(), z.number()),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof ReportSchema>;
