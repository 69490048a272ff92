import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type StaffUserRow, staffSessions, staffUsers } from '../../db/schema';

/** A sign-in's pending second factor, a console session, or a session that can only change a one-time password. */
export type StaffSessionKind = 'challenge' | 'session' | 'password';

export const staffRepository = {
  async findByEmail(db: Executor, email: string): Promise<StaffUserRow | undefined> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
    return row;
  },

  async findById(db: Executor, id: string): Promise<StaffUserRow | undefined> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
    return row;
  },

  async lockById(db: Executor, id: string): Promise<StaffUserRow | undefined> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1).for('update');
    return row;
  },

  list(db: Executor): Promise<StaffUserRow[]> {
    return db.select().from(staffUsers).orderBy(asc(staffUsers.createdAt), asc(staffUsers.email));
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
    return row?.n ?? 0;
  },

  /** Null when the e-mail is taken. */
  async insert(
    db: Executor,
    values: Pick<StaffUserRow, 'email' | 'name' | 'role' | 'passwordHash' | 'createdAt' | 'updatedAt'> &
      Partial<Pick<StaffUserRow, 'passwordChangeRequired'>>,
  ): Promise<StaffUserRow | null> {
    const [row] = await db.insert(staffUsers).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async update(db: Executor, id: string, patch: Partial<StaffUserRow>): Promise<StaffUserRow | undefined> {
    const [row] = await db.update(staffUsers).set(patch).where(eq(staffUsers.id, id)).returning();
    return row;
  },

  async insertSession(
    db: Executor,
    values: {
      staffId: string;
      kind: StaffSessionKind;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    },
  ): Promise<void> {
    await db.insert(staffSessions).values(values);
  },

  /** A live session or challenge of `kind` (or one of the kinds) with its staff member. */
  async findLive(db: Executor, tokenHash: string, kind: StaffSessionKind | StaffSessionKind[], now: Date) {
    const [row] = await db
      .select({ session: staffSessions, staff: staffUsers })
      .from(staffSessions)
      .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          Array.isArray(kind) ? inArray(staffSessions.kind, kind) : eq(staffSessions.kind, kind),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /**
   * One more wrong password, counted in a single UPDATE so that concurrent
   * tries all count; every `every`-th locks the account until `lockUntil`.
   * The new count.
   */
  async countFailedLogin(
    db: Executor,
    staffId: string,
    lock: { every: number; lockUntil: Date },
  ): Promise<number> {
    const [row] = await db
      .update(staffUsers)
      .set({
        failedLogins: sql`${staffUsers.failedLogins} + 1`,
        lockedUntil: sql`case when (${staffUsers.failedLogins} + 1) % ${lock.every} = 0 then ${lock.lockUntil.toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
      })
      .where(eq(staffUsers.id, staffId))
      .returning({ failedLogins: staffUsers.failedLogins });
    return row?.failedLogins ?? 0;
  },

  /** One more wrong authenticator code for the account (over all its challenges); the new count. */
  async countTotpFailure(db: Executor, staffId: string): Promise<number> {
    const [row] = await db
      .update(staffUsers)
      .set({ totpFailures: sql`${staffUsers.totpFailures} + 1` })
      .where(eq(staffUsers.id, staffId))
      .returning({ totpFailures: staffUsers.totpFailures });
    return row?.totpFailures ?? 0;
  },

  /** Every open challenge of a staff member (their sessions stay). */
  async revokeChallenges(db: Executor, staffId: string, now: Date): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          eq(staffSessions.kind, 'challenge'),
          isNull(staffSessions.revokedAt),
        ),
      );
  },

  async countAttempt(db: Executor, sessionId: string): Promise<number> {
    const [row] = await db
      .update(staffSessions)
      .set({ attempts: sql`${staffSessions.attempts} + 1` })
      .where(eq(staffSessions.id, sessionId))
      .returning({ attempts: staffSessions.attempts });
    return row?.attempts ?? 0;
  },

  /** The session was used at `now`; written only when last seen before `staleBefore` (one UPDATE, races harmless). */
  async touchSession(db: Executor, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(staffSessions.id, sessionId),
          or(isNull(staffSessions.lastSeenAt), lt(staffSessions.lastSeenAt, staleBefore)),
        ),
      );
  },

  async revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  },

  /** Every live session and challenge of a staff member; the count revoked. */
  async revokeAll(db: Executor, staffId: string, now: Date): Promise<number> {
    const rows = await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    return rows.length;
  },
};
