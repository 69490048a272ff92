import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  customers,
  type FeedbackReplyRow,
  type FeedbackRow,
  feedback,
  feedbackReplies,
} from '../../db/schema';

/** The history shows this many, newest first: at 10 a day at most, years of a customer's feedback. */
export const FEEDBACK_HISTORY_MAX = 100;

export const feedbackRepository = {
  /** Serialises one customer's submissions, so the daily cap and the idempotency key hold under double taps. */
  async lockCustomer(db: Executor, customerId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    return row !== undefined;
  },

  async countOnDay(db: Executor, customerId: string, istDay: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(feedback)
      .where(and(eq(feedback.customerId, customerId), eq(feedback.istDay, istDay)));
    return row?.n ?? 0;
  },

  async insert(db: Executor, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
    const [row] = await db.insert(feedback).values(values).returning();
    if (!row) throw new Error('feedback not inserted');
    return row;
  },

  /** The customer's feedback, newest first, each with its replies oldest first. */
  async listOwn(
    db: Executor,
    customerId: string,
  ): Promise<{ row: FeedbackRow; replies: FeedbackReplyRow[] }[]> {
    const rows = await db
      .select()
      .from(feedback)
      .where(eq(feedback.customerId, customerId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(FEEDBACK_HISTORY_MAX);
    if (rows.length === 0) return [];
    const replies = await db
      .select()
      .from(feedbackReplies)
      .where(
        inArray(
          feedbackReplies.feedbackId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
    return rows.map((row) => ({ row, replies: replies.filter((reply) => reply.feedbackId === row.id) }));
  },

  /** One feedback of this customer, or undefined (another customer's, unknown). */
  async findOwn(db: Executor, customerId: string, id: string): Promise<FeedbackRow | undefined> {
    const [row] = await db
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.customerId, customerId)))
      .limit(1);
    return row;
  },

  async lock(db: Executor, id: string): Promise<FeedbackRow | undefined> {
    const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1).for('update');
    return row;
  },

  /** Customer service's answer; the feedback counts as answered from then on. */
  async insertReply(
    db: Executor,
    values: { feedbackId: string; author: string; text: string; now: Date },
  ): Promise<FeedbackReplyRow> {
    const { now, ...rest } = values;
    const [reply] = await db
      .insert(feedbackReplies)
      .values({ ...rest, createdAt: now })
      .returning();
    if (!reply) throw new Error('reply not inserted');
    await db
      .update(feedback)
      .set({ status: 'answered', answeredAt: now })
      .where(eq(feedback.id, values.feedbackId));
    return reply;
  },
};
