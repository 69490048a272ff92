import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { captchaChallenges } from '../../db/schema';

export const captchaRepository = {
  /**
   * Records a solved challenge as used; false when it was used before (the
   * unique challenge hash makes the insert a no-op), also under a race.
   */
  async markUsed(
    db: Executor,
    values: { answerHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<boolean> {
    const rows = await db
      .insert(captchaChallenges)
      .values({ ...values, usedAt: values.createdAt })
      .onConflictDoNothing({ target: captchaChallenges.answerHash })
      .returning({ id: captchaChallenges.id });
    return rows.length === 1;
  },

  /** Housekeeping: used challenges that expired before `before` (a replay fails on its expiry by then). */
  deleteExpiredBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(db, captchaChallenges, lt(captchaChallenges.expiresAt, before));
  },
};
