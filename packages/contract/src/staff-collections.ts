import {
  ASSET_CLASSES,
  CALL_OUTCOMES,
  COLLECTION_BUCKETS,
  CONTACT_KINDS,
  PROMISE_STATES,
  RELATIONSHIPS,
} from '@app/domain';
import { z } from 'zod';
import { CalendarDateSchema } from './application';
import { code, IsoDateTime } from './common';

/** Operations console, collections (issue 34, decision 085): the queue of overdue loans and their contact file. */

export const CollectionLoanParamsSchema = z.object({ orderId: z.uuid(code('NOT_FOUND')) });

export const COLLECTION_SORTS = ['dpd', 'overdue', 'followUp', 'orderNo'] as const;

export const CollectionQueueQuerySchema = z.object({
  bucket: z.enum(COLLECTION_BUCKETS, code('VALIDATION_FAILED')).optional(),
  /** 'me': mine; 'unassigned': nobody's; a staff id: that collector's (admin). A collector always sees only theirs. */
  assignee: z
    .union([z.enum(['me', 'unassigned', 'any']), z.uuid()], code('VALIDATION_FAILED'))
    .default('any'),
  /** Order number or the last digits of the borrower's phone. */
  q: z
    .string(code('VALIDATION_FAILED'))
    .regex(/^[A-Za-z0-9-]{1,40}$/, code('VALIDATION_FAILED'))
    .optional(),
  sort: z.enum(COLLECTION_SORTS, code('VALIDATION_FAILED')).default('dpd'),
  direction: z.enum(['asc', 'desc'], code('VALIDATION_FAILED')).default('desc'),
  limit: z.coerce.number(code('VALIDATION_FAILED')).int().min(1).max(100).default(20),
  offset: z.coerce.number(code('VALIDATION_FAILED')).int().min(0).max(1_000_000).default(0),
});
export type CollectionQueueQuery = z.infer<typeof CollectionQueueQuerySchema>;

const StaffRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const CollectionQueueItemSchema = z.object({
  orderId: z.uuid(),
  orderNo: z.string(),
  customerName: z.string().nullable(),
  /** Last four digits: the full number is on the loan page, for its collector. */
  phoneLast4: z.string(),
  dpd: z.number().int(),
  bucket: z.enum(COLLECTION_BUCKETS),
  assetClass: z.enum(ASSET_CLASSES),
  /** What is due and unpaid on instalments past their day. */
  overduePaise: z.number().int(),
  collector: StaffRefSchema.nullable(),
  /** The earliest follow-up day still ahead or today, from the contact history. */
  nextFollowUpOn: z.string().nullable(),
  lastContactAt: IsoDateTime.nullable(),
  pendingPromise: z.object({ promisedOn: z.string(), amountPaise: z.number().int() }).nullable(),
});
export type CollectionQueueItem = z.infer<typeof CollectionQueueItemSchema>;

export const CollectionQueueSchema = z.object({
  items: z.array(CollectionQueueItemSchema),
  total: z.number().int(),
  /** Loans in each bucket under the same filters but the bucket. */
  buckets: z.record(z.enum(COLLECTION_BUCKETS), z.number().int()),
});
export type CollectionQueue = z.infer<typeof CollectionQueueSchema>;

export const CollectorListSchema = z.object({ collectors: z.array(StaffRefSchema) });
export type CollectorList = z.infer<typeof CollectorListSchema>;

export const CollectionAssignBodySchema = z.object({
  orderIds: z
    .array(z.uuid(code('NOT_FOUND')), code('VALIDATION_FAILED'))
    .min(1)
    .max(100),
  collectorId: z.uuid(code('COLLECTOR_UNKNOWN')),
});
export type CollectionAssignBody = z.infer<typeof CollectionAssignBodySchema>;

export const CollectionAssignedSchema = z.object({ assigned: z.number().int() });

export const CollectionContactSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONTACT_KINDS),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  note: z.string().nullable(),
  followUpOn: z.string().nullable(),
  at: IsoDateTime,
  staffName: z.string(),
});
export type CollectionContact = z.infer<typeof CollectionContactSchema>;

export const CollectionPromiseSchema = z.object({
  id: z.uuid(),
  promisedOn: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(PROMISE_STATES),
  paidPaise: z.number().int().nullable(),
  createdAt: IsoDateTime,
  staffName: z.string(),
});
export type CollectionPromise = z.infer<typeof CollectionPromiseSchema>;

export const CollectionLoanSchema = CollectionQueueItemSchema.omit({ phoneLast4: true }).extend({
  /** The borrower's own number (the only person a collector may call about the debt). */
  phone: z.string(),
  principalPaise: z.number().int(),
  contacts: z.array(CollectionContactSchema),
  promises: z.array(CollectionPromiseSchema),
});
export type CollectionLoan = z.infer<typeof CollectionLoanSchema>;

export const CollectionReferencesSchema = z.object({
  references: z.array(z.object({ name: z.string(), phone: z.string(), relationship: z.enum(RELATIONSHIPS) })),
});
export type CollectionReferences = z.infer<typeof CollectionReferencesSchema>;

const noteText = z
  .string(code('VALIDATION_FAILED'))
  .trim()
  .max(1000, code('VALIDATION_FAILED'))
  .regex(/^[^\p{Cc}]*$/u, code('VALIDATION_FAILED'));

export const CollectionContactBodySchema = z
  .object({
    kind: z.enum(CONTACT_KINDS, code('VALIDATION_FAILED')),
    outcome: z.enum(CALL_OUTCOMES, code('COLLECTION_OUTCOME_INVALID')).optional(),
    note: noteText.optional(),
    followUpOn: CalendarDateSchema.optional(),
    /** With outcome 'promised' only. */
    promise: z
      .object({
        promisedOn: CalendarDateSchema,
        amountPaise: z
          .number(code('PROMISE_AMOUNT_INVALID'))
          .int(code('PROMISE_AMOUNT_INVALID'))
          .min(100, code('PROMISE_AMOUNT_INVALID'))
          .max(100_000_000_00, code('PROMISE_AMOUNT_INVALID')),
      })
      .optional(),
  })
  .strict();
export type CollectionContactBody = z.infer<typeof CollectionContactBodySchema>;
