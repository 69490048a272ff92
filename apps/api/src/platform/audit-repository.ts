import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog, staffUsers } from '../db/schema';

export interface AuditEntry {
  /** Null for the system itself (the first admin at start). */
  staffId: string | null;
  /** '<section>.<verb>', e.g. 'review.approve', 'staff.create'. */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface AuditFilter {
  /** The start of the action: 'recovery.' matches recovery.assign and recovery.contact. */
  action?: string;
  staffId?: string;
  /** The staff member's e-mail (stored lower-cased). */
  staffEmail?: string;
  subjectId?: string;
  /** Entries older than this id (the previous page's last). */
  beforeId?: number;
  limit: number;
}

/**
 * The append-only audit log. Write it in the transaction of the change it
 * records, so an action and its entry land or fail together.
 */
export const auditRepository = {
  async record(tx: Executor, entry: AuditEntry, at: Date): Promise<void> {
    await tx.insert(auditLog).values({
      at,
      staffId: entry.staffId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    });
  },

  async list(db: Executor, filter: AuditFilter) {
    const conditions: SQL[] = [];
    // starts_with, not LIKE: an action's underscores (staff.sign_in) would be wildcards.
    if (filter.action) conditions.push(sql`starts_with(${auditLog.action}, ${filter.action})`);
    if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
    if (filter.staffEmail) conditions.push(eq(staffUsers.email, filter.staffEmail.toLowerCase()));
    if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
    if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
    return db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffEmail: staffUsers.email,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
      .where(and(...conditions))
      .orderBy(desc(auditLog.id))
      .limit(filter.limit);
  },
};
