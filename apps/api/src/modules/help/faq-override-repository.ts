import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type FaqOverrideRow, faqOverrides } from '../../db/schema';

/** Staff edits of the FAQ (a small table, read whole on each FAQ request so edits show at once). */
export const faqOverrideRepository = {
  async all(db: Executor): Promise<FaqOverrideRow[]> {
    return db.select().from(faqOverrides).orderBy(asc(faqOverrides.createdAt), asc(faqOverrides.id));
  },

  async find(db: Executor, id: string): Promise<FaqOverrideRow | undefined> {
    const [row] = await db.select().from(faqOverrides).where(eq(faqOverrides.id, id)).limit(1).for('update');
    return row;
  },

  async upsert(db: Executor, row: FaqOverrideRow): Promise<FaqOverrideRow> {
    const { id, createdAt, ...change } = row;
    const [saved] = await db
      .insert(faqOverrides)
      .values(row)
      .onConflictDoUpdate({ target: faqOverrides.id, set: change })
      .returning();
    if (!saved) throw new Error('faq override not saved');
    return saved;
  },
};
