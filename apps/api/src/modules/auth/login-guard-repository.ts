import { and, count, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { loginFailures, phoneLocks } from '../../db/schema';

export type PhoneLock = typeof phoneLocks.$inferSelect;

export const loginGuardRepository = {
  async findLock(db: Executor, phone: string): Promise<PhoneLock | undefined> {
    const [row] = await db.select().from(phoneLocks).where(eq(phoneLocks.phone, phone)).limit(1);
    return row;
  },

  async countFailuresAfter(db: Executor, phone: string, after: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.phone, phone), gt(loginFailures.createdAt, after)));
    return row?.n ?? 0;
  },

  async recordFailure(
    db: Executor,
    values: { phone: string; kind: 'otp' | 'password'; clientKey: string; createdAt: Date },
  ): Promise<void> {
    await db.insert(loginFailures).values(values);
  },

  async upsertLock(
    db: Executor,
    phone: string,
    values: { lockedUntil?: Date | null; failuresResetAt: Date },
  ): Promise<void> {
    await db
      .insert(phoneLocks)
      .values({ phone, lockedUntil: values.lockedUntil ?? null, failuresResetAt: values.failuresResetAt })
      .onConflictDoUpdate({ target: phoneLocks.phone, set: values });
  },

  /** Housekeeping: failures recorded before `before`. */
  deleteFailuresBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(db, loginFailures, lt(loginFailures.createdAt, before));
  },

  /**
   * Housekeeping: lock rows that no longer change anything, because the lock
   * ended and the reset point is older than `windowStart` (the counting
   * window starts later anyway). A missing row reads the same.
   */
  deleteSpentLocks(db: Executor, now: Date, windowStart: Date): Promise<number> {
    return deleteWhere(
      db,
      phoneLocks,
      sql`coalesce(${lte(phoneLocks.lockedUntil, now)}, true) and coalesce(${lt(phoneLocks.failuresResetAt, windowStart)}, true)`,
    );
  },
};
