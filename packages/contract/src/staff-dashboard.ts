import { DPD_BUCKETS } from '@app/domain';
import { z } from 'zod';
import { code } from './common';

/** Operations console: the dashboard (GET /api/staff/v1/dashboard). */

export const DashboardQuerySchema = z.object({
  /** The business day (Asia/Kolkata) of the day's figures; today when absent. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, code('DATE_INVALID'))
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      code('DATE_INVALID'),
    )
    .optional(),
});

const Paise = z.number().int();

export const DashboardSchema = z.object({
  /** The business day of the flows below. */
  day: z.string(),
  /** The instant the snapshot figures (open loans, overdue) were read: the books keep no history. */
  asOf: z.string(),
  applications: z.object({
    submitted: z.number().int(),
    decided: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    /** approved / decided, 0..1; null when nothing was decided that day. */
    approvalRate: z.number().nullable(),
  }),
  disbursed: z.object({ count: z.number().int(), principalPaise: Paise, paidOutPaise: Paise }),
  collected: z.object({ count: z.number().int(), amountPaise: Paise }),
  openLoans: z.object({ count: z.number().int(), outstandingPaise: Paise }),
  overdue: z.array(
    z.object({
      key: z.enum(DPD_BUCKETS.map((b) => b.key) as [string, ...string[]]),
      label: z.string(),
      count: z.number().int(),
      outstandingPaise: Paise,
    }),
  ),
});
export type DashboardView = z.infer<typeof DashboardSchema>;
