import type { StaffRole } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { StaffUserRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { newSessionToken, SESSION_TOKEN_PATTERN, sha256Hex } from '../../lib/hashing';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp';
import { auditRepository } from '../../platform/audit-repository';
import { staffRepository } from './staff-repository';

/** The staff member of a console request. */
export interface AuthenticatedStaff {
  staffId: string;
  sessionId: string;
  email: string;
  name: string;
  role: StaffRole;
  /** A session opened with a one-time password: good only to choose a new one (and to sign out). */
  passwordChangeRequired: boolean;
}

export interface StaffClient {
  ip: string | null;
  userAgent: string | null;
}

/** Five minutes to type the authenticator's code, five tries. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;
/** Every fifth wrong password in a row locks the account for fifteen minutes. */
const MAX_FAILED_LOGINS = 5;
/**
 * Every tenth wrong authenticator code since the last good one, over all
 * challenges, locks it too: with the password known, ten guesses per quarter
 * hour put a six-digit code out of reach (decision 064).
 */
const MAX_TOTP_FAILURES = 10;
const LOCK_MS = 15 * 60_000;
/** A session opened with a one-time password lives a quarter of an hour: long enough to choose a new one. */
const PASSWORD_SESSION_MS = 15 * 60_000;
/** last_seen_at is written at most once a minute: the idle rule needs no finer clock, the database is spared. */
const SEEN_EVERY_MS = 60_000;
export const TOTP_CONTEXT = 'staff-totp';
/** An id no staff member has: the counting UPDATE of an unknown e-mail matches no row. */
const NO_STAFF = '00000000-0000-0000-0000-000000000000';

export function staffView(row: StaffUserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabledAt !== null,
    totpEnrolled: row.totpEnrolledAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Staff sign-in: e-mail and password open a challenge, the authenticator's
 * code turns it into a session. The first sign-in enrols the authenticator
 * (the secret is shown once, with the challenge). Borrowers' tokens never
 * match here: staff sessions are a table of their own.
 */
export function createStaffAuthService(deps: {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  issuer: string;
  sessionHours: number;
  /** A session ends after this many minutes without a request (STAFF_IDLE_MINUTES). */
  idleMinutes: number;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, cipher, logger } = deps;

  /** An account locked by guessing: an error-level line with a stable event name, beside its audit entry. */
  async function recordLock(
    tx: Executor,
    lock: { event: 'staff_login_locked' | 'staff_totp_locked'; staffId: string; failures: number },
    client: StaffClient,
    now: Date,
  ) {
    const action = lock.event === 'staff_login_locked' ? 'staff.login_locked' : 'staff.totp_locked';
    await auditRepository.record(
      tx,
      {
        staffId: null,
        action,
        subjectType: 'staff',
        subjectId: lock.staffId,
        after: { failures: lock.failures, ip: client.ip, lockedMinutes: LOCK_MS / 60_000 },
      },
      now,
    );
    return () =>
      logger.error(
        { event: lock.event, staffId: lock.staffId, failures: lock.failures, ip: client.ip },
        'staff account locked after repeated wrong sign-in attempts',
      );
  }

  async function login(email: string, password: string, client: StaffClient) {
    const now = clock.now();
    const row = await staffRepository.findByEmail(db, email.trim().toLowerCase());
    // The same work (one password hash) for every e-mail, known or not.
    const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
    // Unknown, disabled, locked or a wrong password: one answer, so none of them tells an account
    // exists. An unknown or disabled e-mail runs the same counting UPDATE, on no row, to take as long.
    const counted = !row || row.disabledAt ? NO_STAFF : ok ? null : row.id;
    if (counted !== null) {
      const alert = await transact(db, async (tx) => {
        const failures = await staffRepository.countFailedLogin(tx, counted, {
          every: MAX_FAILED_LOGINS,
          lockUntil: new Date(now.getTime() + LOCK_MS),
        });
        if (counted === NO_STAFF || failures % MAX_FAILED_LOGINS !== 0) return null;
        return recordLock(tx, { event: 'staff_login_locked', staffId: counted, failures }, client, now);
      });
      alert?.();
      throw new AppError('STAFF_LOGIN_FAILED');
    }
    if (!row || (row.lockedUntil && row.lockedUntil > now)) throw new AppError('STAFF_LOGIN_FAILED');
    return transact(db, async (tx) => {
      let enrolment: { secret: string; otpauthUrl: string } | null = null;
      if (!row.totpEnrolledAt) {
        // A new secret each time until a code proves the app holds it.
        const secret = newTotpSecret();
        await staffRepository.update(tx, row.id, {
          totpSecretEnc: cipher.encrypt(secret, TOTP_CONTEXT),
          totpLastStep: null,
          updatedAt: now,
        });
        enrolment = { secret, otpauthUrl: otpauthUrl(secret, row.email, deps.issuer) };
      }
      await staffRepository.update(tx, row.id, { failedLogins: 0 });
      const challenge = newSessionToken();
      await staffRepository.insertSession(tx, {
        staffId: row.id,
        kind: 'challenge',
        tokenHash: sha256Hex(challenge),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
        userAgent: client.userAgent,
        ip: client.ip,
      });
      return { challenge, enrolment };
    });
  }

  async function verifyTotp(challenge: string, code: string, client: StaffClient) {
    const now = clock.now();
    if (!SESSION_TOKEN_PATTERN.test(challenge)) throw new AppError('STAFF_CHALLENGE_EXPIRED');
    const found = await staffRepository.findLive(db, sha256Hex(challenge), 'challenge', now);
    if (!found || found.staff.disabledAt) throw new AppError('STAFF_CHALLENGE_EXPIRED');
    let alert: (() => void) | null = null;
    const result = await transact(db, async (tx) => {
      const staff = await staffRepository.lockById(tx, found.staff.id);
      if (!staff?.totpSecretEnc) return new AppError('STAFF_CHALLENGE_EXPIRED');
      // Locked (by wrong codes, or passwords): no challenge of the account takes a code.
      if (staff.lockedUntil && staff.lockedUntil > now) return new AppError('STAFF_CHALLENGE_EXPIRED');
      const secret = cipher.decrypt(staff.totpSecretEnc, TOTP_CONTEXT);
      const step = matchTotp(secret, code, now, staff.totpLastStep);
      if (step === null) {
        const attempts = await staffRepository.countAttempt(tx, found.session.id);
        const failures = await staffRepository.countTotpFailure(tx, staff.id);
        if (failures % MAX_TOTP_FAILURES === 0) {
          await staffRepository.update(tx, staff.id, { lockedUntil: new Date(now.getTime() + LOCK_MS) });
          await staffRepository.revokeChallenges(tx, staff.id, now);
          alert = await recordLock(
            tx,
            { event: 'staff_totp_locked', staffId: staff.id, failures },
            client,
            now,
          );
          return new AppError('STAFF_CHALLENGE_EXPIRED');
        }
        if (attempts >= CHALLENGE_ATTEMPTS) await staffRepository.revokeSession(tx, found.session.id, now);
        return attempts >= CHALLENGE_ATTEMPTS
          ? new AppError('STAFF_CHALLENGE_EXPIRED')
          : new AppError('STAFF_TOTP_INCORRECT');
      }
      await staffRepository.revokeSession(tx, found.session.id, now);
      const enrolling = staff.totpEnrolledAt === null;
      const updated = await staffRepository.update(tx, staff.id, {
        totpFailures: 0,
        totpLastStep: step,
        totpEnrolledAt: staff.totpEnrolledAt ?? now,
        lastLoginAt: now,
        updatedAt: now,
      });
      if (enrolling) {
        await auditRepository.record(
          tx,
          { staffId: staff.id, action: 'staff.enrol_totp', subjectType: 'staff', subjectId: staff.id },
          now,
        );
      }
      // A one-time password (an admin's create or reset): a short session that can only change it.
      const passwordChangeRequired = staff.passwordChangeRequired;
      const { token, expiresAt } = await openSession(
        tx,
        staff.id,
        passwordChangeRequired ? 'password' : 'session',
        client,
        now,
      );
      await auditRepository.record(
        tx,
        {
          staffId: staff.id,
          action: 'staff.sign_in',
          subjectType: 'staff',
          subjectId: staff.id,
          after: client,
        },
        now,
      );
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        staff: staffView(updated ?? staff),
        passwordChangeRequired,
      };
    }).finally(() => (alert as (() => void) | null)?.());
    return result;
  }

  /** A console session ('session'), or the short one that can only change a one-time password ('password'). */
  async function openSession(
    tx: Executor,
    staffId: string,
    kind: 'session' | 'password',
    client: StaffClient,
    now: Date,
  ) {
    const token = newSessionToken();
    const lifetime = kind === 'password' ? PASSWORD_SESSION_MS : deps.sessionHours * 3600_000;
    const expiresAt = new Date(now.getTime() + lifetime);
    await staffRepository.insertSession(tx, {
      staffId,
      kind,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { token, expiresAt };
  }

  /**
   * The staff member of a bearer token: a live session (12 hours at most)
   * with a request within the idle period. A request slides the idle clock,
   * written at most once a minute.
   */
  async function authenticate(header: string | undefined): Promise<AuthenticatedStaff> {
    const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    if (!token || !SESSION_TOKEN_PATTERN.test(token)) throw new AppError('STAFF_UNAUTHENTICATED');
    const now = clock.now();
    const found = await staffRepository.findLive(db, sha256Hex(token), ['session', 'password'], now);
    if (!found || found.staff.disabledAt) throw new AppError('STAFF_UNAUTHENTICATED');
    const seen = found.session.lastSeenAt ?? found.session.createdAt;
    const idleMs = deps.idleMinutes * 60_000;
    if (now.getTime() - seen.getTime() >= idleMs) {
      throw new AppError('STAFF_SESSION_IDLE', { params: { minutes: deps.idleMinutes } });
    }
    if (now.getTime() - seen.getTime() >= SEEN_EVERY_MS) {
      await staffRepository.touchSession(db, found.session.id, now, new Date(now.getTime() - SEEN_EVERY_MS));
    }
    return {
      staffId: found.staff.id,
      sessionId: found.session.id,
      email: found.staff.email,
      name: found.staff.name,
      role: found.staff.role,
      passwordChangeRequired: found.session.kind === 'password',
    };
  }

  /**
   * A new password for a session opened with a one-time one: the short
   * session ends, a console session begins (its answer is a sign-in's).
   */
  async function changePassword(staff: AuthenticatedStaff, password: string, client: StaffClient) {
    if (!staff.passwordChangeRequired) throw new AppError('STAFF_FORBIDDEN');
    const now = clock.now();
    const passwordHash = await hashPassword(password);
    return transact(db, async (tx) => {
      const row = await staffRepository.lockById(tx, staff.staffId);
      if (!row || row.disabledAt) throw new AppError('STAFF_UNAUTHENTICATED');
      if (await verifyPassword(password, row.passwordHash)) throw new AppError('STAFF_PASSWORD_REUSED');
      const updated = await staffRepository.update(tx, row.id, {
        passwordHash,
        passwordChangeRequired: false,
        updatedAt: now,
      });
      await staffRepository.revokeSession(tx, staff.sessionId, now);
      const { token, expiresAt } = await openSession(tx, row.id, 'session', client, now);
      await auditRepository.record(
        tx,
        { staffId: row.id, action: 'staff.change_password', subjectType: 'staff', subjectId: row.id },
        now,
      );
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        staff: staffView(updated ?? row),
        passwordChangeRequired: false,
      };
    });
  }

  async function logout(staff: AuthenticatedStaff): Promise<void> {
    const now = clock.now();
    await transact(db, async (tx) => {
      await staffRepository.revokeSession(tx, staff.sessionId, now);
      await auditRepository.record(
        tx,
        { staffId: staff.staffId, action: 'staff.sign_out', subjectType: 'staff', subjectId: staff.staffId },
        now,
      );
    });
  }

  return { login, verifyTotp, authenticate, changePassword, logout };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
