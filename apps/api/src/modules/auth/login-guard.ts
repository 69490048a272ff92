import type { AppConfig } from '../../config/config';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type LoginKind, loginGuardRepository, type PhoneLock } from './login-guard-repository';

type GuardConfig = Pick<
  AppConfig,
  | 'LOGIN_LOCK_FAILURES'
  | 'LOGIN_LOCK_WINDOW_MINUTES'
  | 'LOGIN_LOCK_MINUTES'
  | 'CAPTCHA_AFTER_FAILURES'
  | 'CAPTCHA_ADDRESS_FAILURES'
  | 'LOGIN_ADDRESS_FAILURES_PER_HOUR'
>;

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** The lock state of one way of logging in (OTP or password) for a phone. */
function lockOf(lock: PhoneLock | undefined, kind: LoginKind) {
  if (!lock) return { lockedUntil: null, failuresResetAt: null };
  return kind === 'otp'
    ? { lockedUntil: lock.lockedUntil, failuresResetAt: lock.failuresResetAt }
    : { lockedUntil: lock.passwordLockedUntil, failuresResetAt: lock.passwordFailuresResetAt };
}

/**
 * Brute-force protection of the login (decision 062). Per phone and per way of
 * logging in: failures in the window first require the challenge, then lock
 * that way for a while, so wrong passwords never lock the owner's OTP login.
 * Per client address, over all phones: wrong codes and passwords first require
 * the challenge, then are refused. Failures before the end of a lock, or
 * before a successful login, no longer count toward the phone's lock.
 */
export function createLoginGuard(config: GuardConfig) {
  const windowStart = (now: Date) => new Date(now.getTime() - config.LOGIN_LOCK_WINDOW_MINUTES * 60_000);

  async function failureCount(
    db: Executor,
    phone: string,
    kind: LoginKind,
    lock: PhoneLock | undefined,
    now: Date,
  ) {
    const resetAt = lockOf(lock, kind).failuresResetAt?.getTime() ?? 0;
    const after = new Date(Math.max(windowStart(now).getTime(), resetAt));
    return loginGuardRepository.countFailuresAfter(db, phone, kind, after);
  }

  return {
    /**
     * Throws SECURITY_LOCK while this way of logging in is locked for the phone
     * and this address took part in the failures (the ones that locked it, or
     * later ones). Any other address, such as the owner on their own network,
     * gets through to the challenge instead: a lock slows whoever guessed, not
     * the owner (issue 28). Guessing stays bounded by the tries per code and
     * the codes per day.
     */
    async assertNotLocked(
      db: Executor,
      phone: string,
      kind: LoginKind,
      clientKey: string,
      now: Date,
    ): Promise<{ lock: PhoneLock | undefined; lockedElsewhere: boolean }> {
      const lock = await loginGuardRepository.findLock(db, phone);
      const { lockedUntil } = lockOf(lock, kind);
      if (!lockedUntil || lockedUntil <= now) return { lock, lockedElsewhere: false };
      const lockedAt = lockedUntil.getTime() - config.LOGIN_LOCK_MINUTES * 60_000;
      const since = new Date(lockedAt - config.LOGIN_LOCK_WINDOW_MINUTES * 60_000);
      if (await loginGuardRepository.addressFailedSince(db, phone, kind, clientKey, since)) {
        throw new AppError('SECURITY_LOCK', { retryAfterSeconds: secondsUntil(lockedUntil, now) });
      }
      return { lock, lockedElsewhere: true };
    },

    /**
     * The address's failures over all phones in the window: throws TOO_FREQUENT
     * past its cap, and says whether its logins need the challenge.
     */
    async addressNeedsChallenge(db: Executor, clientKey: string, now: Date): Promise<boolean> {
      const { count, oldest } = await loginGuardRepository.addressFailuresAfter(
        db,
        clientKey,
        windowStart(now),
      );
      if (count >= config.LOGIN_ADDRESS_FAILURES_PER_HOUR && oldest) {
        // The oldest failure leaves the window first; then one more try is allowed.
        const freeAt = new Date(oldest.getTime() + config.LOGIN_LOCK_WINDOW_MINUTES * 60_000);
        throw new AppError('TOO_FREQUENT', { retryAfterSeconds: secondsUntil(freeAt, now) });
      }
      return count >= config.CAPTCHA_ADDRESS_FAILURES;
    },

    async captchaRequired(
      db: Executor,
      phone: string,
      kind: LoginKind,
      lock: PhoneLock | undefined,
      now: Date,
    ): Promise<boolean> {
      return (await failureCount(db, phone, kind, lock, now)) >= config.CAPTCHA_AFTER_FAILURES;
    },

    /** Records a failed login; returns SECURITY_LOCK when this failure locks this way of logging in. */
    async recordFailure(
      db: Executor,
      input: {
        phone: string;
        kind: LoginKind;
        clientKey: string;
        lock: PhoneLock | undefined;
        now: Date;
      },
    ): Promise<AppError | undefined> {
      const { phone, kind, clientKey, lock, now } = input;
      await loginGuardRepository.recordFailure(db, { phone, kind, clientKey, createdAt: now });
      if ((await failureCount(db, phone, kind, lock, now)) < config.LOGIN_LOCK_FAILURES) return undefined;
      const lockedUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
      await loginGuardRepository.upsertLock(db, phone, kind, { lockedUntil, failuresResetAt: lockedUntil });
      return new AppError('SECURITY_LOCK', { retryAfterSeconds: secondsUntil(lockedUntil, now) });
    },

    /** A successful login (either way) proves the owner: earlier failures of both kinds stop counting. */
    async recordSuccess(db: Executor, phone: string, now: Date): Promise<void> {
      await loginGuardRepository.resetFailures(db, phone, now);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
