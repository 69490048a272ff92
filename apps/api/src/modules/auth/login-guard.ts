import type { AppConfig } from '../../config/config';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { loginGuardRepository, type PhoneLock } from './login-guard-repository';

type GuardConfig = Pick<
  AppConfig,
  'LOGIN_LOCK_FAILURES' | 'LOGIN_LOCK_WINDOW_MINUTES' | 'LOGIN_LOCK_MINUTES' | 'CAPTCHA_AFTER_FAILURES'
>;

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Per-phone brute-force protection shared by OTP and password logins: failures
 * in the window first require a captcha, then lock the phone for a while.
 * Failures before the end of a lock, or before a successful login, no longer count.
 */
export function createLoginGuard(config: GuardConfig) {
  async function failureCount(db: Executor, phone: string, lock: PhoneLock | undefined, now: Date) {
    const windowStart = now.getTime() - config.LOGIN_LOCK_WINDOW_MINUTES * 60_000;
    const resetAt = lock?.failuresResetAt?.getTime() ?? 0;
    return loginGuardRepository.countFailuresAfter(db, phone, new Date(Math.max(windowStart, resetAt)));
  }

  return {
    /** Throws SECURITY_LOCK while the phone is locked; returns the lock row for the other checks. */
    async assertNotLocked(db: Executor, phone: string, now: Date): Promise<PhoneLock | undefined> {
      const lock = await loginGuardRepository.findLock(db, phone);
      if (lock?.lockedUntil && lock.lockedUntil > now) {
        throw new AppError('SECURITY_LOCK', { retryAfterSeconds: secondsUntil(lock.lockedUntil, now) });
      }
      return lock;
    },

    async captchaRequired(
      db: Executor,
      phone: string,
      lock: PhoneLock | undefined,
      now: Date,
    ): Promise<boolean> {
      return (await failureCount(db, phone, lock, now)) >= config.CAPTCHA_AFTER_FAILURES;
    },

    /** Records a failed login; returns SECURITY_LOCK when this failure locks the phone. */
    async recordFailure(
      db: Executor,
      input: {
        phone: string;
        kind: 'otp' | 'password';
        clientKey: string;
        lock: PhoneLock | undefined;
        now: Date;
      },
    ): Promise<AppError | undefined> {
      const { phone, kind, clientKey, lock, now } = input;
      await loginGuardRepository.recordFailure(db, { phone, kind, clientKey, createdAt: now });
      if ((await failureCount(db, phone, lock, now)) < config.LOGIN_LOCK_FAILURES) return undefined;
      const lockedUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
      await loginGuardRepository.upsertLock(db, phone, { lockedUntil, failuresResetAt: lockedUntil });
      return new AppError('SECURITY_LOCK', { retryAfterSeconds: secondsUntil(lockedUntil, now) });
    },

    async recordSuccess(db: Executor, phone: string, now: Date): Promise<void> {
      await loginGuardRepository.upsertLock(db, phone, { failuresResetAt: now });
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
