import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type GrievanceRow, grievances } from '../../db/schema';

export const grievanceRepository = {
  /** A new grievance, or undefined when the feedback was escalated already (one grievance per feedback). */
  async insert(db: Executor, values: typeof grievances.$inferInsert): Promise<GrievanceRow | undefined> {
    const [row] = await db.insert(grievances).values(values).onConflictDoNothing().returning();
    return row;
  },

  async find(db: Executor, id: string): Promise<GrievanceRow | undefined> {
    const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
    return row;
  },

  /** Resolves an open grievance; undefined when it is not open any more (resolved by someone a moment ago). */
  async resolve(
    db: Executor,
    id: string,
    values: { resolution: string; staffId: string; now: Date },
  ): Promise<GrievanceRow | undefined> {
    const [row] = await db
      .update(grievances)
      .set({
        state: 'resolved',
        resolution: values.resolution,
        resolvedBy: values.staffId,
        resolvedAt: values.now,
      })
      .where(and(eq(grievances.id, id), eq(grievances.state, 'open')))
      .returning();
    return row;
  },
};
