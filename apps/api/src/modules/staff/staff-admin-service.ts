import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { type AuditFilter, auditRepository } from '../../platform/audit-repository';
import type { AuthenticatedStaff } from './staff-auth-service';
import { staffView } from './staff-auth-service';
import { staffRepository } from './staff-repository';

/** 18 random bytes: 24 characters of base64url, shown once and never stored in the clear. */
export function newStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Staff accounts, kept by admins: create (a one-time password, changed at the
 * first sign-in, when the authenticator is enrolled too), change role, disable,
 * reset, and revoke sessions. Each change writes the audit log in its
 * transaction. An admin cannot lock themself out.
 */
export function createStaffAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function create(actor: AuthenticatedStaff, input: { email: string; name: string; role: StaffRole }) {
    const now = clock.now();
    const password = newStaffPassword();
    const passwordHash = await hashPassword(password);
    return transact(db, async (tx) => {
      const row = await staffRepository.insert(tx, {
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        passwordHash,
        passwordChangeRequired: true,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError('STAFF_EMAIL_TAKEN', { field: 'email' });
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: 'staff.create',
          subjectType: 'staff',
          subjectId: row.id,
          after: { email: row.email, name: row.name, role: row.role },
        },
        now,
      );
      return { id: row.id, password };
    });
  }

  async function update(
    actor: AuthenticatedStaff,
    id: string,
    patch: { role?: StaffRole; disabled?: boolean },
  ) {
    if (id === actor.staffId && (patch.disabled === true || (patch.role && patch.role !== actor.role))) {
      throw new AppError('STAFF_SELF_CHANGE');
    }
    const now = clock.now();
    return transact(db, async (tx) => {
      const row = await staffRepository.lockById(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      const before = { role: row.role, disabled: row.disabledAt !== null };
      const disabledAt =
        patch.disabled === undefined ? row.disabledAt : patch.disabled ? (row.disabledAt ?? now) : null;
      const updated = await staffRepository.update(tx, id, {
        role: patch.role ?? row.role,
        disabledAt,
        updatedAt: now,
      });
      if (!updated) throw new AppError('NOT_FOUND');
      // A disabled member or a new role: sessions opened under the old terms end now.
      if (disabledAt || updated.role !== row.role) await staffRepository.revokeAll(tx, id, now);
      const after = { role: updated.role, disabled: updated.disabledAt !== null };
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: 'staff.update',
          subjectType: 'staff',
          subjectId: id,
          before,
          after,
        },
        now,
      );
      return staffView(updated);
    });
  }

  /** A new one-time password and a new authenticator enrolment at the next sign-in. */
  async function reset(actor: AuthenticatedStaff, id: string) {
    if (id === actor.staffId) throw new AppError('STAFF_SELF_CHANGE');
    const now = clock.now();
    const password = newStaffPassword();
    const passwordHash = await hashPassword(password);
    return transact(db, async (tx) => {
      const row = await staffRepository.lockById(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      await staffRepository.update(tx, id, {
        passwordHash,
        passwordChangeRequired: true,
        totpSecretEnc: null,
        totpEnrolledAt: null,
        totpLastStep: null,
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: now,
      });
      await staffRepository.revokeAll(tx, id, now);
      await auditRepository.record(
        tx,
        { staffId: actor.staffId, action: 'staff.reset', subjectType: 'staff', subjectId: id },
        now,
      );
      return { password };
    });
  }

  async function revokeSessions(actor: AuthenticatedStaff, id: string): Promise<void> {
    const now = clock.now();
    await transact(db, async (tx) => {
      const row = await staffRepository.lockById(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      const revoked = await staffRepository.revokeAll(tx, id, now);
      await auditRepository.record(
        tx,
        {
          staffId: actor.staffId,
          action: 'staff.revoke_sessions',
          subjectType: 'staff',
          subjectId: id,
          after: { revoked },
        },
        now,
      );
    });
  }

  async function list() {
    return { staff: (await staffRepository.list(db)).map(staffView) };
  }

  async function audit(filter: AuditFilter) {
    const rows = await auditRepository.list(db, { ...filter, limit: filter.limit + 1 });
    const page = rows.slice(0, filter.limit);
    const last = page[page.length - 1];
    return {
      entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
      next: rows.length > filter.limit && last ? String(last.id) : null,
    };
  }

  return { create, update, reset, revokeSessions, list, audit };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;

/**
 * The first admin, when there is no staff account at all: from
 * STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD, or (outside production) with a
 * generated password the caller prints once. Null when nothing was created.
 * Its password is the operator's own, not a one-time one (decision 094).
 */
export async function ensureFirstAdmin(
  db: Db,
  clock: Clock,
  options: { email: string; password: string | undefined; generate: boolean },
): Promise<{ email: string; password: string } | null> {
  if ((await staffRepository.count(db)) > 0) return null;
  const password = options.password ?? (options.generate ? newStaffPassword() : undefined);
  if (!password) return null;
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  return transact(db, async (tx: Executor) => {
    const row = await staffRepository.insert(tx, {
      email: options.email.trim().toLowerCase(),
      name: 'Administrator',
      role: 'admin',
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    // Another instance created it first.
    if (!row) return null;
    await auditRepository.record(
      tx,
      {
        staffId: null,
        action: 'staff.bootstrap',
        subjectType: 'staff',
        subjectId: row.id,
        after: { email: row.email },
      },
      now,
    );
    return { email: row.email, password };
  });
}
