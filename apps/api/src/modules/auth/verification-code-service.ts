import type { ErrorCode } from '@app/domain';
import type { AppConfig } from '../../config/config';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hmacSha256Hex, sameHex } from '../../lib/hashing';
import { istDayStart, nextIstDayStart } from '../../lib/ist-day';
import { generateOtpCode } from './otp-code';
import {
  type CodeKey,
  type CodePurpose,
  verificationCodeRepository as codes,
} from './verification-code-repository';

export type { CodeKey, CodePurpose } from './verification-code-repository';

/** The login code's limits, applied to every purpose-bound code (decision 063). */
export type CodeLimits = Pick<
  AppConfig,
  | 'APP_SECRET'
  | 'OTP_LENGTH'
  | 'OTP_TTL_SECONDS'
  | 'OTP_RESEND_COOLDOWN_SECONDS'
  | 'OTP_DAILY_LIMIT'
  | 'OTP_MAX_ATTEMPTS'
  | 'LOGIN_LOCK_FAILURES'
  | 'LOGIN_LOCK_MINUTES'
>;

/** What a wrong or a spent code is called where the borrower types it. */
const ERRORS: Record<CodePurpose, { incorrect: ErrorCode; expired: ErrorCode }> = {
  password: { incorrect: 'OTP_INCORRECT', expired: 'OTP_EXPIRED' },
  sign: { incorrect: 'SIGN_CODE_INCORRECT', expired: 'SIGN_CODE_EXPIRED' },
};

const secondsUntil = (later: Date, now: Date) =>
  Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/**
 * SMS codes that confirm an act of a logged-in customer (set a password, sign
 * a loan). Each is bound to its purpose and subject by its hash and its row,
 * so neither a login code nor another order's code stands in for it. Limits
 * as for the login code: a resend cooldown and a daily cap per customer and
 * purpose, a few tries per code, and wrong tries counted per subject over the
 * Asia/Kolkata day (a new code does not start them again) that lock the
 * purpose for LOGIN_LOCK_MINUTES after the last one once LOGIN_LOCK_FAILURES
 * are reached. Both calls run inside the caller's transaction.
 */
export function createVerificationCodes(config: CodeLimits) {
  const hash = (key: CodeKey, code: string) =>
    hmacSha256Hex(config.APP_SECRET, `${key.purpose}:${key.subject}:${key.customerId}:${code}`);

  /** SECURITY_LOCK while the subject's wrong tries of the day are too many and the last is recent. */
  async function lockError(db: Executor, key: CodeKey, now: Date): Promise<AppError | undefined> {
    const day = istDayStart(now);
    const success = await codes.lastConsumedAt(db, key);
    const since = success && success > day ? success : day;
    const { failures, lastFailedAt } = await codes.failuresSince(db, key, since);
    if (failures < config.LOGIN_LOCK_FAILURES || !lastFailedAt) return undefined;
    const until = new Date(lastFailedAt.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
    if (until <= now) return undefined;
    return new AppError('SECURITY_LOCK', { retryAfterSeconds: secondsUntil(until, now) });
  }

  return {
    codeLength: config.OTP_LENGTH,
    ttlSeconds: config.OTP_TTL_SECONDS,
    resendAfterSeconds: config.OTP_RESEND_COOLDOWN_SECONDS,

    /** A new code for `key` (the previous live one is burned); throws when a limit refuses it. */
    async issue(db: Executor, key: CodeKey, now: Date): Promise<string> {
      await codes.lock(db, key);
      const locked = await lockError(db, key, now);
      if (locked) throw locked;
      const { latest, sent } = await codes.sentSince(db, key, istDayStart(now));
      const resendAt = latest && new Date(latest.getTime() + config.OTP_RESEND_COOLDOWN_SECONDS * 1000);
      if (resendAt && resendAt > now) {
        throw new AppError('TOO_FREQUENT', { retryAfterSeconds: secondsUntil(resendAt, now) });
      }
      if (sent >= config.OTP_DAILY_LIMIT) {
        throw new AppError('SMS_LIMIT', { retryAfterSeconds: secondsUntil(nextIstDayStart(now), now) });
      }
      const code = generateOtpCode(config.OTP_LENGTH);
      await codes.burnLive(db, key, now);
      await codes.insert(db, {
        ...key,
        codeHash: hash(key, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + config.OTP_TTL_SECONDS * 1000),
      });
      return code;
    },

    /**
     * Uses the code: undefined when it is right, else the error to return
     * from the transaction (so the counted try commits). A code of the wrong
     * shape is refused before anything is counted.
     */
    async use(db: Executor, key: CodeKey, given: string, now: Date): Promise<AppError | undefined> {
      const code = given.trim();
      if (code.length !== config.OTP_LENGTH || !/^\d+$/.test(code)) {
        throw new AppError('OTP_FORMAT', { params: { length: config.OTP_LENGTH }, field: 'code' });
      }
      const errors = ERRORS[key.purpose];
      await codes.lock(db, key);
      const locked = await lockError(db, key, now);
      if (locked) return locked;
      const live = await codes.findLive(db, key, now);
      if (!live) return new AppError(errors.expired, { field: 'code' });
      if (!sameHex(live.codeHash, hash(key, code))) {
        await codes.recordWrongTry(db, live, config.OTP_MAX_ATTEMPTS, now);
        return (await lockError(db, key, now)) ?? new AppError(errors.incorrect, { field: 'code' });
      }
      await codes.consume(db, live.id, now);
      return undefined;
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
