import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PayoutAttemptRow, payoutAttempts } from '../../db/schema';

type NewAttempt = Omit<
  PayoutAttemptRow,
  'id' | 'utr' | 'failureReason' | 'failureKind' | 'settledAt' | 'retriedAt'
>;

export const payoutRepository = {
  async latest(db: Executor, orderId: string): Promise<PayoutAttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.orderId, orderId))
      .orderBy(desc(payoutAttempts.attempt))
      .limit(1);
    return row;
  },

  async lockByKey(db: Executor, idempotencyKey: string): Promise<PayoutAttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.idempotencyKey, idempotencyKey))
      .limit(1)
      .for('update');
    return row;
  },

  async insert(db: Executor, values: NewAttempt): Promise<PayoutAttemptRow> {
    const [row] = await db.insert(payoutAttempts).values(values).returning();
    if (!row) throw new Error('payout attempt not inserted');
    return row;
  },

  /** Marks an attempt retried by finance, once: false when it already was. */
  async markRetried(db: Executor, id: string, now: Date): Promise<boolean> {
    const marked = await db
      .update(payoutAttempts)
      .set({ retriedAt: now })
      .where(and(eq(payoutAttempts.id, id), isNull(payoutAttempts.retriedAt)))
      .returning({ id: payoutAttempts.id });
    return marked.length > 0;
  },

  async settle(
    db: Executor,
    id: string,
    patch: Pick<PayoutAttemptRow, 'state' | 'settledAt'> &
      Partial<Pick<PayoutAttemptRow, 'utr' | 'failureReason' | 'failureKind'>>,
  ): Promise<void> {
    await db.update(payoutAttempts).set(patch).where(eq(payoutAttempts.id, id));
  },

  /**
   * An attempt whose outcome was unknown, asked about again under its own key
   * (decision 093): back to `requested`, its failure forgotten, so the ordinary
   * request job asks the gateway, which pays a key at most once.
   */
  async reopen(db: Executor, id: string): Promise<void> {
    await db
      .update(payoutAttempts)
      .set({ state: 'requested', failureReason: null, failureKind: null, settledAt: null })
      .where(eq(payoutAttempts.id, id));
  },
};
