import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PhotoRow, photos } from '../../db/schema';

export const photoRepository = {
  /** Uploads (accepted or refused) by the customer on an Asia/Kolkata day: the daily cap counts these. */
  async countOnDay(db: Executor, customerId: string, istDay: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(and(eq(photos.customerId, customerId), eq(photos.istDay, istDay)));
    return row?.n ?? 0;
  },

  async insert(db: Executor, values: typeof photos.$inferInsert): Promise<PhotoRow> {
    const [row] = await db.insert(photos).values(values).returning();
    if (!row) throw new Error('photo not inserted');
    return row;
  },

  /** Older accepted photos of the kind stop counting once a new one is accepted. */
  async supersede(
    db: Executor,
    applicationId: string,
    kind: PhotoRow['kind'],
    keepId: string,
  ): Promise<void> {
    await db
      .update(photos)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(photos.applicationId, applicationId),
          eq(photos.kind, kind),
          eq(photos.status, 'accepted'),
          sql`${photos.id} <> ${keepId}`,
        ),
      );
  },

  /** A stored photo of this customer, or undefined (wrong owner, refused, unknown id). */
  async findStored(db: Executor, id: string, customerId: string): Promise<PhotoRow | undefined> {
    const [row] = await db
      .select()
      .from(photos)
      .where(and(eq(photos.id, id), eq(photos.customerId, customerId), sql`${photos.storageKey} is not null`))
      .limit(1);
    return row;
  },
};
