import { FEEDBACK_MAX_CHARS } from '@app/domain';
import { z } from 'zod';
import { PhoneSchema } from './auth';
import { code, IsoDateTime } from './common';
import { FEEDBACK_STATUSES, FeedbackReplyViewSchema, FeedbackScreenshotSchema } from './feedback';
import { QueuePageQuerySchema, QueueTotalSchema } from './staff-paging';

/** Operations console, customer service: deletion requests, the feedback inbox, grievances. */

export const ServiceIdParamsSchema = z.object({ id: z.uuid(code('NOT_FOUND')) });

// --- account-deletion requests ---

export const DELETION_STATES = ['requested', 'processed', 'withdrawn'] as const;

export const DeletionQuerySchema = z.object({
  state: z.enum(['requested', 'processed'], code('VALIDATION_FAILED')).default('requested'),
  ...QueuePageQuerySchema.shape,
});

export const StaffDeletionViewSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  /** Last four digits only; 'erased' once the number was released. */
  phone: z.string(),
  reason: z.string().nullable(),
  state: z.enum(DELETION_STATES),
  requestedAt: IsoDateTime,
  processedAt: IsoDateTime.nullable(),
  /** Had a loan: the KYC and loan records stay for the retention period (docs/decisions/027). */
  borrower: z.boolean(),
  /** A loan is still open: processing is refused until it is repaid. */
  openLoan: z.boolean(),
});
export type StaffDeletionView = z.infer<typeof StaffDeletionViewSchema>;

export const DeletionListSchema = z.object({
  requests: z.array(StaffDeletionViewSchema),
  ...QueueTotalSchema.shape,
});
export type DeletionList = z.infer<typeof DeletionListSchema>;

export const DeletionProcessedSchema = z.object({
  request: StaffDeletionViewSchema,
  recordsKept: z.boolean(),
  filesDeleted: z.number().int(),
});
export type DeletionProcessed = z.infer<typeof DeletionProcessedSchema>;

// --- feedback inbox ---

export const InboxQuerySchema = z.object({
  status: z.enum([...FEEDBACK_STATUSES, 'all'], code('VALIDATION_FAILED')).default('all'),
  ...QueuePageQuerySchema.shape,
});

export const InboxReplySchema = FeedbackReplyViewSchema.extend({ author: z.string() });

export const InboxItemSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  phone: z.string(),
  text: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: IsoDateTime,
  /** Fetch with GET /service/feedback/{id}/screenshot (staff only). */
  screenshot: FeedbackScreenshotSchema.nullable(),
  replies: z.array(InboxReplySchema),
  /** The grievance it was escalated to, if any. */
  grievanceId: z.uuid().nullable(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxListSchema = z.object({ feedback: z.array(InboxItemSchema), ...QueueTotalSchema.shape });
export type InboxList = z.infer<typeof InboxListSchema>;

const ServiceText = (max: number) =>
  z
    .string(code('VALIDATION_FAILED'))
    .trim()
    .min(1, code('VALIDATION_FAILED'))
    .max(max, code('VALIDATION_FAILED'));

export const InboxReplyBodySchema = z.object({ text: ServiceText(FEEDBACK_MAX_CHARS) }).strict();
export type InboxReplyBody = z.infer<typeof InboxReplyBodySchema>;

// --- grievances ---

export const GRIEVANCE_CHANNELS = ['email', 'phone', 'letter', 'feedback'] as const;
export type GrievanceChannel = (typeof GRIEVANCE_CHANNELS)[number];
export const GRIEVANCE_STATES = ['open', 'resolved'] as const;

const DaySchema = z
  .string(code('GRIEVANCE_DATE_INVALID'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, code('GRIEVANCE_DATE_INVALID'));

export const GrievanceCreateBodySchema = z
  .object({
    phone: PhoneSchema,
    channel: z.enum(['email', 'phone', 'letter'], code('VALIDATION_FAILED')),
    summary: ServiceText(2000),
    /** The IST day it reached the lender (a letter may be logged later); today when left out. */
    receivedOn: DaySchema.optional(),
  })
  .strict();
export type GrievanceCreateBody = z.infer<typeof GrievanceCreateBodySchema>;

export const GrievanceEscalateBodySchema = z.object({ summary: ServiceText(2000).optional() }).strict();

export const GrievanceResolveBodySchema = z.object({ resolution: ServiceText(1000) }).strict();

export const GrievanceQuerySchema = z.object({
  state: z.enum([...GRIEVANCE_STATES, 'all'], code('VALIDATION_FAILED')).default('open'),
  ...QueuePageQuerySchema.shape,
});

export const GrievanceViewSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  phone: z.string(),
  channel: z.enum(GRIEVANCE_CHANNELS),
  feedbackId: z.uuid().nullable(),
  summary: z.string(),
  receivedOn: z.string(),
  /** receivedOn + 30 days: after it, the customer may go to the RBI Ombudsman. */
  dueOn: z.string(),
  /** Days from today (IST) to dueOn; negative once overdue. */
  daysLeft: z.number().int(),
  overdue: z.boolean(),
  state: z.enum(GRIEVANCE_STATES),
  loggedBy: z.string(),
  createdAt: IsoDateTime,
  resolution: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: IsoDateTime.nullable(),
});
export type GrievanceView = z.infer<typeof GrievanceViewSchema>;

export const GrievanceListSchema = z.object({
  grievances: z.array(GrievanceViewSchema),
  ...QueueTotalSchema.shape,
});
export type GrievanceList = z.infer<typeof GrievanceListSchema>;
