import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { captchaChallenges } from '../../db/schema';

export const captchaRepository = {
  async insert(
    db: Executor,
    values: { answerHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<string> {
    const [row] = await db.insert(captchaChallenges).values(values).returning({ id: captchaChallenges.id });
    if (!row) throw new Error('captcha insert returned nothing');
    return row.id;
  },

  /** Marks a live, unused captcha used and returns its answer hash; undefined if there is none. */
  async take(db: Executor, id: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(captchaChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(captchaChallenges.id, id),
          isNull(captchaChallenges.usedAt),
          gt(captchaChallenges.expiresAt, now),
        ),
      )
      .returning({ answerHash: captchaChallenges.answerHash });
    return row?.answerHash;
  },

  /** Housekeeping: captchas that expired before `before`. */
  deleteExpiredBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(db, captchaChallenges, lt(captchaChallenges.expiresAt, before));
  },
};
