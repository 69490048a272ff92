import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationRow, applications, customers } from '../../db/schema';

/**
 * A referral belongs to the submission it was made for: after a re-upload the
 * applicant submits again (a newer submittedAt) and the engine reviews afresh.
 */
const referredThisSubmission = sql`${applications.referredAt} >= ${applications.submittedAt}`;

/** Queries of the review queue: applications the engine referred to a person (decision 031). */
export const reviewRepository = {
  /** Marks a still-undecided, not yet referred application as referred; false if something moved first. */
  async refer(db: Executor, id: string, patch: Partial<ApplicationRow>): Promise<boolean> {
    const rows = await db
      .update(applications)
      .set(patch)
      .where(
        and(
          eq(applications.id, id),
          eq(applications.state, 'submitted'),
          sql`(${applications.referredAt} is null or ${applications.referredAt} < ${applications.submittedAt})`,
        ),
      )
      .returning({ id: applications.id });
    return rows.length === 1;
  },

  /**
   * Referred and still 'submitted', the longest waiting first: `limit` from
   * `offset`, the id breaking ties so pages neither overlap nor skip; with the count.
   */
  async waiting(db: Executor, page: { offset: number; limit: number }) {
    const waiting = and(eq(applications.state, 'submitted'), referredThisSubmission);
    const rows = await db
      .select({ application: applications, phone: customers.phone })
      .from(applications)
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .where(waiting)
      .orderBy(asc(applications.referredAt), asc(applications.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .where(waiting);
    return { rows, total: count?.n ?? 0 };
  },

  /** A referred application (waiting or decided) with its customer's phone. */
  async find(db: Executor, id: string) {
    const [row] = await db
      .select({ application: applications, phone: customers.phone })
      .from(applications)
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .where(and(eq(applications.id, id), isNotNull(applications.referredAt)))
      .limit(1);
    return row;
  },

  /** Locks the application for a decision in this transaction. */
  async lock(db: Executor, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1).for('update');
    return row;
  },
};
