import { and, count, eq, gt, lt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { loginFailures, phoneLocks } from '../../db/schema';

export type PhoneLock = typeof phoneLocks.$inferSelect;
export type LoginKind = 'otp' | 'password';

export const loginGuardRepository = {
  async findLock(db: Executor, phone: string): Promise<PhoneLock | undefined> {
    const [row] = await db.select().from(phoneLocks).where(eq(phoneLocks.phone, phone)).limit(1);
    return row;
  },

  async countFailuresAfter(db: Executor, phone: string, kind: LoginKind, after: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.phone, phone), eq(loginFailures.kind, kind), gt(loginFailures.createdAt, after)),
      );
    return row?.n ?? 0;
  },

  /** Whether `clientKey` failed this way of logging in to `phone` since `since`. */
  async addressFailedSince(
    db: Executor,
    phone: string,
    kind: LoginKind,
    clientKey: string,
    since: Date,
  ): Promise<boolean> {
    const [row] = await db
      .select({ phone: loginFailures.phone })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.phone, phone),
          eq(loginFailures.kind, kind),
          eq(loginFailures.clientKey, clientKey),
          gt(loginFailures.createdAt, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Failures of any kind from one client address since `after`, over all phones, and the oldest of them. */
  async addressFailuresAfter(
    db: Executor,
    clientKey: string,
    after: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientKey, clientKey), gt(loginFailures.createdAt, after)));
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
  },

  async recordFailure(
    db: Executor,
    values: { phone: string; kind: LoginKind; clientKey: string; createdAt: Date },
  ): Promise<void> {
    await db.insert(loginFailures).values(values);
  },

  /** Locks one way of logging in (OTP or password) for a phone, leaving the other as it is. */
  async upsertLock(
    db: Executor,
    phone: string,
    kind: LoginKind,
    values: { lockedUntil: Date; failuresResetAt: Date },
  ): Promise<void> {
    const set =
      kind === 'otp'
        ? { lockedUntil: values.lockedUntil, failuresResetAt: values.failuresResetAt }
        : { passwordLockedUntil: values.lockedUntil, passwordFailuresResetAt: values.failuresResetAt };
    await db
      .insert(phoneLocks)
      .values({ phone, ...set })
      .onConflictDoUpdate({ target: phoneLocks.phone, set });
  },

  /** After a successful login: earlier failures of both kinds stop counting; a running lock stays. */
  async resetFailures(db: Executor, phone: string, now: Date): Promise<void> {
    const set = { failuresResetAt: now, passwordFailuresResetAt: now };
    await db
      .insert(phoneLocks)
      .values({ phone, ...set })
      .onConflictDoUpdate({ target: phoneLocks.phone, set });
  },

  /** Housekeeping: failures recorded before `before`. */
  deleteFailuresBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(db, loginFailures, lt(loginFailures.createdAt, before));
  },

  /**
   * Housekeeping: lock rows that no longer change anything, because both
   * locks ended and both reset points are older than `windowStart` (the
   * counting window starts later anyway). A missing row reads the same.
   */
  deleteSpentLocks(db: Executor, now: Date, windowStart: Date): Promise<number> {
    return deleteWhere(
      db,
      phoneLocks,
      sql`coalesce(${lte(phoneLocks.lockedUntil, now)}, true) and coalesce(${lt(phoneLocks.failuresResetAt, windowStart)}, true)
        and coalesce(${lte(phoneLocks.passwordLockedUntil, now)}, true) and coalesce(${lt(phoneLocks.passwordFailuresResetAt, windowStart)}, true)`,
    );
  },
};
