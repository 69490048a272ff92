import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationRow, applications, type PhotoRow, photos } from '../../db/schema';

type ApplicationPatch = Partial<Omit<ApplicationRow, 'id' | 'customerId' | 'createdAt'>>;

export const applicationRepository = {
  /** The customer's newest application: the open one, or the last rejected one. */
  async findLatest(db: Executor, customerId: string): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.customerId, customerId))
      .orderBy(desc(applications.createdAt))
      .limit(1);
    return row;
  },

  /** Locks the customer's newest application for the rest of the transaction. */
  async lockLatest(db: Executor, customerId: string): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.customerId, customerId))
      .orderBy(desc(applications.createdAt))
      .limit(1)
      .for('update');
    return row;
  },

  async findById(db: Executor, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
    return row;
  },

  /** A new draft; the one-open-application index makes a concurrent second insert a no-op. */
  async insertDraft(
    db: Executor,
    values: { customerId: string; now: Date } & ApplicationPatch,
  ): Promise<void> {
    const { now, ...rest } = values;
    await db
      .insert(applications)
      .values({ ...rest, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  },

  async update(db: Executor, id: string, patch: ApplicationPatch): Promise<void> {
    await db.update(applications).set(patch).where(eq(applications.id, id));
  },

  /** Moves the state only if it is still `from` (a guard against double submits and racing jobs). */
  async transition(
    db: Executor,
    id: string,
    from: ApplicationRow['state'][],
    patch: ApplicationPatch,
  ): Promise<boolean> {
    const rows = await db
      .update(applications)
      .set(patch)
      .where(and(eq(applications.id, id), inArray(applications.state, from)))
      .returning({ id: applications.id });
    return rows.length === 1;
  },

  /** The accepted photos of an application, newest first per kind. */
  async acceptedPhotos(db: Executor, applicationId: string): Promise<PhotoRow[]> {
    return db
      .select()
      .from(photos)
      .where(and(eq(photos.applicationId, applicationId), eq(photos.status, 'accepted')))
      .orderBy(desc(photos.createdAt));
  },
};
