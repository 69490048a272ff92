import type { StaffRole } from '@app/domain';
import { staffSessions, staffUsers } from '../db/schema';
import { newSessionToken, sha256Hex } from '../lib/hashing';
import type { TestContext } from './test-app';

let serial = 0;

/**
 * A staff member with `role` and a live console session, written straight to
 * the database (the sign-in itself is tested in staff-auth.test.ts). The
 * session ends after STAFF_IDLE_MINUTES without a request: a test that moves
 * the clock further opens a new session after the move.
 */
export async function staffSession(
  ctx: TestContext,
  role: StaffRole,
  name = `Test ${role}`,
): Promise<{ token: string; staffId: string; email: string }> {
  serial += 1;
  const now = ctx.clock.now();
  const email = `${role}${serial}@staff.test`;
  const [row] = await ctx.database.db
    .insert(staffUsers)
    .values({
      email,
      name,
      role,
      passwordHash: 'scrypt$1$1$1$x$x',
      totpEnrolledAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert failed');
  const token = newSessionToken();
  await ctx.database.db.insert(staffSessions).values({
    staffId: row.id,
    kind: 'session',
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3600_000),
  });
  return { token, staffId: row.id, email };
}

export const staffHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

export const ALL_STAFF_ROLES: readonly StaffRole[] = ['agent', 'risk', 'finance', 'collector', 'admin'];
