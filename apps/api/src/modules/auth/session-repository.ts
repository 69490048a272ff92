import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { preparedPerDb } from '../../db/prepared';
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

  /** Revokes every live session of the customer but `keepSessionId` (after a password change). */
  async revokeOthers(db: Executor, customerId: string, keepSessionId: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
      );
  },

  /** Housekeeping: sessions that expired or were revoked before `before`. */
  deleteEndedBefore(db: Executor, before: Date): Promise<number> {
    return deleteWhere(
      db,
      sessions,
      sql`${lt(sessions.expiresAt, before)} or ${lt(sessions.revokedAt, before)}`,
    );
  },
};

/**
 * What an authenticated request knows of its caller. Home's statement
 * selects the same columns beside the application it reads (home-service).
 */
export const SESSION_COLUMNS = {
  sessionId: sessions.id,
  customerId: sessions.customerId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  phone: customers.phone,
  language: customers.language,
  hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
  createdAt: customers.createdAt,
};

export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionRepository.findByTokenHash>>>;

const sessionLookup = preparedPerDb((db: Db) =>
  db
    .select(SESSION_COLUMNS)
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);
