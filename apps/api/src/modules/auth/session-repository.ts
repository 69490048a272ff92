import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
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
      ipPrefix: string | null;
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

  /** Ends one live session of the customer; false when it is not theirs or already over. */
  async revokeOwn(db: Executor, customerId: string, sessionId: string, now: Date): Promise<boolean> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId), liveAt(now)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  },

  /** Revokes every live session of the customer but `keepSessionId`; returns how many ended. */
  async revokeOthers(db: Executor, customerId: string, keepSessionId: string, now: Date): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), liveAt(now)))
      .returning({ id: sessions.id });
    return ended.length;
  },

  /** The customer's live sessions, most recently seen first. */
  listLive(db: Executor, customerId: string, now: Date) {
    const lastSeen = sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.mapWith(
      sessions.createdAt,
    );
    return db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: lastSeen,
        userAgent: sessions.userAgent,
        ipPrefix: sessions.ipPrefix,
      })
      .from(sessions)
      .where(and(eq(sessions.customerId, customerId), liveAt(now)))
      .orderBy(desc(lastSeen), desc(sessions.createdAt))
      .limit(100);
  },

  /**
   * Moves last seen to `now` when it is older than `before`. The condition is
   * in the statement, so several instances touch a session at most once a
   * period (each touch is also a change the read caches hear of).
   */
  async touch(db: Executor, sessionId: string, now: Date, before: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sessions.id, sessionId),
          lt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`, before),
        ),
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
  lastSeenAt: sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.mapWith(sessions.createdAt),
  phone: customers.phone,
  language: customers.language,
  hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
  createdAt: customers.createdAt,
};

const liveAt = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

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
