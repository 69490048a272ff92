import { z } from 'zod';
import { code } from './common';

/**
 * The most rows one page of a console queue carries. A queue used to stop at
 * this many rows with no way to see the rest (issue 35); it now pages.
 */
export const QUEUE_PAGE_MAX = 200;

/**
 * Offset paging of a console queue: `limit` rows from `offset`, in an order the
 * server keeps stable (a unique id breaks ties). Without them, the first page
 * of QUEUE_PAGE_MAX rows, as before paging existed.
 */
export const QueuePageQuerySchema = z.object({
  offset: z.coerce.number(code('VALIDATION_FAILED')).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number(code('VALIDATION_FAILED')).int().min(1).max(QUEUE_PAGE_MAX).default(QUEUE_PAGE_MAX),
});

export type QueuePage = z.infer<typeof QueuePageQuerySchema>;

/** What a paged queue answers beside its rows: how many there are in all. */
export const QueueTotalSchema = z.object({ total: z.number().int().min(0) });

/** A page of a queue answered as `{ items, total }`. */
export const queuePageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: QueueTotalSchema.shape.total });
