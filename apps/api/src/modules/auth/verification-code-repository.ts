import { and, count, desc, eq, gt, gte, isNull, lt, max, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { verificationCodes } from '../../db/schema';

export type VerificationCode = typeof verificationCodes.$inferSelect;
export type CodePurpose = VerificationCode['purpose'];

/** Whose code, for what: a customer's purpose, and within it the subject (an order id, or ''). */
export interface CodeKey {
  customerId: string;
  purpose: CodePurpose;
  subject: string;
}

const ofPurpose = (key: CodeKey) =>
  and(eq(verificationCodes.customerId, key.customerId), eq(verificationCodes.purpose, key.purpose));
const ofSubject = (key: CodeKey) => and(ofPurpose(key), eq(verificationCodes.subject, key.subject));
const live = (key: CodeKey, now: Date) =>
  and(
    ofSubject(key),
    isNull(verificationCodes.consumedAt),
    isNull(verificationCodes.burnedAt),
    gt(verificationCodes.expiresAt, now),
  );

export const verificationCodeRepository = {
  /** Serialises the code operations of one customer and purpose until the transaction ends. */
  async lock(db: Executor, key: CodeKey): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${key.purpose}:${key.customerId}`}))`);
  },

  /** The newest code of the purpose (any subject) and how many were sent since `since`. */
  async sentSince(db: Executor, key: CodeKey, since: Date): Promise<{ latest: Date | null; sent: number }> {
    const [row] = await db
      .select({ latest: max(verificationCodes.createdAt), sent: count() })
      .from(verificationCodes)
      .where(and(ofPurpose(key), gte(verificationCodes.createdAt, since)));
    return { latest: row?.latest ?? null, sent: row?.sent ?? 0 };
  },

  /** Wrong tries on the subject's codes created since `since`, and when the last one was. */
  async failuresSince(
    db: Executor,
    key: CodeKey,
    since: Date,
  ): Promise<{ failures: number; lastFailedAt: Date | null }> {
    const [row] = await db
      .select({
        failures: sum(verificationCodes.attempts),
        lastFailedAt: max(verificationCodes.lastFailedAt),
      })
      .from(verificationCodes)
      .where(and(ofSubject(key), gte(verificationCodes.createdAt, since)));
    return { failures: Number(row?.failures ?? 0), lastFailedAt: row?.lastFailedAt ?? null };
  },

  /** When a code of the subject was last used (failures before it no longer count). */
  async lastConsumedAt(db: Executor, key: CodeKey): Promise<Date | null> {
    const [row] = await db
      .select({ at: max(verificationCodes.consumedAt) })
      .from(verificationCodes)
      .where(ofSubject(key));
    return row?.at ?? null;
  },

  async burnLive(db: Executor, key: CodeKey, now: Date): Promise<void> {
    await db.update(verificationCodes).set({ burnedAt: now }).where(live(key, now));
  },

  async insert(
    db: Executor,
    values: CodeKey & { codeHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db.insert(verificationCodes).values(values);
  },

  async findLive(db: Executor, key: CodeKey, now: Date): Promise<VerificationCode | undefined> {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(live(key, now))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  },

  async consume(db: Executor, id: string, now: Date): Promise<void> {
    await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
  },

  /** Counts a wrong try; the code is burned when it reaches `maxAttempts`. */
  async recordWrongTry(db: Executor, code: VerificationCode, maxAttempts: number, now: Date): Promise<void> {
    const attempts = code.attempts + 1;
    await db
      .update(verificationCodes)
      .set({ attempts, lastFailedAt: now, burnedAt: attempts >= maxAttempts ? now : null })
      .where(eq(verificationCodes.id, code.id));
  },

  /** Housekeeping: codes created before `before`, whatever became of them. */
  deleteCreatedBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(db, verificationCodes, lt(verificationCodes.createdAt, before));
  },
};
