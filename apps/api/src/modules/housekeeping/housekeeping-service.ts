import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { istDayStart } from '../../lib/ist-day';
import {
  captchaRepository,
  loginGuardRepository,
  otpRepository,
  sessionRepository,
  verificationCodeRepository,
} from '../auth';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long rows outlive their use. The Login and OTP Privacy Notice promises the OTP figure. */
export const RETENTION = {
  /** Used proof-of-work solutions, past their challenge's expiry (a replay then fails on the expiry). */
  captchaMs: HOUR_MS,
  /** From creation. Covers the cooldown, the per-client hour and the IST day the SMS cap counts. */
  otpMs: 2 * DAY_MS,
  /** Past expiry or revocation: for support questions about a recent sign-out. */
  sessionMs: 30 * DAY_MS,
} as const;

export type SweepResult = {
  captchaChallenges: number;
  otpChallenges: number;
  verificationCodes: number;
  loginFailures: number;
  phoneLocks: number;
  sessions: number;
};

/**
 * Deletes login data nobody needs any more: one set-based DELETE per table,
 * each in its own statement so no lock is held across tables. Every delete
 * is idempotent, so several API instances may sweep at once.
 */
export function createHousekeepingService(deps: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'LOGIN_LOCK_WINDOW_MINUTES'>;
}) {
  const { db, clock, config } = deps;
  return {
    async sweep(): Promise<SweepResult> {
      const now = clock.now();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      // Never into today (IST), whatever the retention: the daily SMS cap counts today's rows.
      const otpBefore = new Date(Math.min(ago(RETENTION.otpMs).getTime(), istDayStart(now).getTime()));
      // Failures before the window no longer count toward a captcha or a lock.
      const windowStart = ago(config.LOGIN_LOCK_WINDOW_MINUTES * 60_000);
      return {
        captchaChallenges: await captchaRepository.deleteExpiredBefore(db, ago(RETENTION.captchaMs)),
        otpChallenges: await otpRepository.deleteCreatedBefore(db, otpBefore),
        // Password and signing codes (decision 063): the same two days, the same daily cap.
        verificationCodes: await verificationCodeRepository.deleteCreatedBefore(db, otpBefore),
        loginFailures: await loginGuardRepository.deleteFailuresBefore(db, windowStart),
        phoneLocks: await loginGuardRepository.deleteSpentLocks(db, now, windowStart),
        sessions: await sessionRepository.deleteEndedBefore(db, ago(RETENTION.sessionMs)),
      };
    },
  };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
