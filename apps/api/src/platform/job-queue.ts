import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { type JobRow, jobs } from '../db/schema';

const MAX_ATTEMPTS = 5;

export const jobQueue = {
  /** Enqueues in the caller's transaction: the job exists if and only if the state change committed. */
  async enqueue(
    db: Executor,
    job: { kind: string; payload: Record<string, unknown>; runAt: Date; now: Date },
  ) {
    await db
      .insert(jobs)
      .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, createdAt: job.now });
  },

  /**
   * Claims up to `limit` due jobs. FOR UPDATE SKIP LOCKED lets several API
   * instances poll one PostgreSQL without taking the same job twice.
   */
  /** `leaseMs`: how long a claimed job stays hidden from other workers; a crashed worker's job then comes back. */
  async claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
            sql`${jobs.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed: JobRow[] = [];
      for (const { id } of due) {
        const [row] = await tx
          .update(jobs)
          .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
          .where(eq(jobs.id, id))
          .returning();
        if (row) claimed.push(row);
      }
      return claimed;
    });
  },

  async complete(db: Executor, id: string, now: Date) {
    await db.update(jobs).set({ doneAt: now, lockedUntil: null }).where(eq(jobs.id, id));
  },

  /** A failed attempt runs again after a backoff, until MAX_ATTEMPTS. */
  async fail(db: Executor, job: JobRow, error: string, now: Date) {
    const backoffMs = 2 ** job.attempts * 5_000;
    await db
      .update(jobs)
      .set({ lastError: error.slice(0, 500), lockedUntil: null, runAt: new Date(now.getTime() + backoffMs) })
      .where(eq(jobs.id, job.id));
  },
};
