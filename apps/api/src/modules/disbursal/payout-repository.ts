import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PayoutAttemptRow, payoutAttempts } from '../../db/schema';

type NewAttempt = Omit<PayoutAttemptRow, 'id' | 'utr' | 'failureReason' | 'settledAt'>;

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

  async settle(
    db: Executor,
    id: string,
    patch: Pick<PayoutAttemptRow, 'state' | 'settledAt'> &
      Partial<Pick<PayoutAttemptRow, 'utr' | 'failureReason'>>,
  ): Promise<void> {
    await db.update(payoutAttempts).set(patch).where(eq(payoutAttempts.id, id));
  },
};
