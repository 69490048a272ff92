import { and, count, countDistinct, desc, eq, gt, gte, isNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { otpChallenges } from '../../db/schema';

export type OtpChallenge = typeof otpChallenges.$inferSelect;

const live = (phone: string, now: Date) =>
  and(
    eq(otpChallenges.phone, phone),
    isNull(otpChallenges.consumedAt),
    isNull(otpChallenges.burnedAt),
    gt(otpChallenges.expiresAt, now),
  );

export const otpRepository = {
  /**
   * Serialises every OTP operation on one phone until the transaction ends,
   * so two parallel requests cannot both pass the cooldown or both use a code.
   */
  async lockPhone(db: Executor, phone: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
  },

  async latestCreatedAt(db: Executor, phone: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(eq(otpChallenges.phone, phone))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  async countSince(db: Executor, phone: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), gte(otpChallenges.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Other phones this client asked codes for since `since`. */
  async otherPhonesForClient(db: Executor, clientKey: string, phone: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(otpChallenges.phone) })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.clientKey, clientKey),
          ne(otpChallenges.phone, phone),
          gte(otpChallenges.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** Codes sent since `since` for one client address (`clientKey`) or for everyone, and the oldest of them. */
  async sentSince(
    db: Executor,
    since: Date,
    clientKey?: string,
  ): Promise<{ count: number; oldest: Date | null }> {
    const recent = gte(otpChallenges.createdAt, since);
    const [row] = await db
      .select({ n: count(), oldest: min(otpChallenges.createdAt) })
      .from(otpChallenges)
      .where(clientKey === undefined ? recent : and(eq(otpChallenges.clientKey, clientKey), recent));
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
  },

  async burnLive(db: Executor, phone: string, now: Date): Promise<void> {
    await db.update(otpChallenges).set({ burnedAt: now }).where(live(phone, now));
  },

  async insert(
    db: Executor,
    values: { phone: string; codeHash: string; clientKey: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db.insert(otpChallenges).values(values);
  },

  async findLive(db: Executor, phone: string, now: Date): Promise<OtpChallenge | undefined> {
    const [row] = await db
      .select()
      .from(otpChallenges)
      .where(live(phone, now))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  },

  async consume(db: Executor, id: string, now: Date): Promise<void> {
    await db.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, id));
  },

  /** Counts a wrong try; the code is burned when it reaches `maxAttempts`. */
  async recordWrongTry(db: Executor, challenge: OtpChallenge, maxAttempts: number, now: Date): Promise<void> {
    const attempts = challenge.attempts + 1;
    await db
      .update(otpChallenges)
      .set({ attempts, burnedAt: attempts >= maxAttempts ? now : null })
      .where(eq(otpChallenges.id, challenge.id));
  },

  /** Housekeeping: challenges created before `before`, whatever became of them. */
  deleteCreatedBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(db, otpChallenges, lt(otpChallenges.createdAt, before));
  },
};
