import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
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

  /**
   * Every authenticated request runs this, so it is one prepared statement
   * (built once per database, planned once per connection) that also brings
   * the customer's profile: GET /me then needs no second round-trip.
   */
  async findByTokenHash(db: Db, tokenHash: string) {
    const [row] = await sessionLookup(db).execute({ tokenHash });
    return row;
  },

  async revoke(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },
};

const lookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Db) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      customerId: sessions.customerId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      phone: customers.phone,
      language: customers.language,
      hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
      createdAt: customers.createdAt,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}
