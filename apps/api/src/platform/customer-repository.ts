import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers } from '../db/schema';

export type Customer = typeof customers.$inferSelect;

export const customerRepository = {
  async findByPhone(db: Executor, phone: string): Promise<Customer | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
    return row;
  },

  async findById(db: Executor, id: string): Promise<Customer | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  },

  /** Inserts unless the phone exists (a concurrent first login); returns the row either way. */
  async findOrCreate(
    db: Executor,
    input: { phone: string; language: string; promotionChannel: string | null; now: Date },
  ): Promise<{ customer: Customer; created: boolean }> {
    const [inserted] = await db
      .insert(customers)
      .values({
        phone: input.phone,
        language: input.language,
        promotionChannel: input.promotionChannel,
        createdAt: input.now,
        lastLoginAt: input.now,
      })
      .onConflictDoNothing({ target: customers.phone })
      .returning();
    if (inserted) return { customer: inserted, created: true };
    const [updated] = await db
      .update(customers)
      .set({ lastLoginAt: input.now })
      .where(eq(customers.phone, input.phone))
      .returning();
    if (!updated) throw new Error('customer vanished during login');
    return { customer: updated, created: false };
  },

  async touchLogin(db: Executor, id: string, now: Date): Promise<void> {
    await db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, id));
  },

  async setPasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
    await db.update(customers).set({ passwordHash }).where(eq(customers.id, id));
  },

  async setLanguage(db: Executor, id: string, language: string): Promise<void> {
    await db.update(customers).set({ language }).where(eq(customers.id, id));
  },
};
