import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, sessions } from '../../db/schema';

export const sessionRepository = {
  async insert(
    db: Executor,
    values: {
      tokenHash: string;
      customerId: string;
      createdAt: Date;
      expiresAt: Date;
      userAgent: string | null;
    },
  ): Promise<void> {
    await db.insert(sessions).values(values);
  },

  async findByTokenHash(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        customerId: sessions.customerId,
        phone: customers.phone,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  async revoke(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },
};
