import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type AccountDeletionRequestRow, accountDeletionRequests } from '../../db/schema';

/** Requests to delete an account; at most one open ('requested') per customer, by a partial unique index. */
export const deletionRequestRepository = {
  async findLatest(db: Executor, customerId: string): Promise<AccountDeletionRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.customerId, customerId))
      .orderBy(desc(accountDeletionRequests.requestedAt))
      .limit(1);
    return row;
  },

  async findOpen(db: Executor, customerId: string): Promise<AccountDeletionRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(accountDeletionRequests)
      .where(
        and(
          eq(accountDeletionRequests.customerId, customerId),
          eq(accountDeletionRequests.state, 'requested'),
        ),
      )
      .limit(1);
    return row;
  },

  /** A new open request, or undefined when the customer already has one (even one committed a moment ago). */
  async insertOpen(
    db: Executor,
    values: { customerId: string; reason: string | null; now: Date },
  ): Promise<AccountDeletionRequestRow | undefined> {
    const [row] = await db
      .insert(accountDeletionRequests)
      .values({
        customerId: values.customerId,
        reason: values.reason,
        state: 'requested',
        requestedAt: values.now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  },
};
