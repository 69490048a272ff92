import type { CaptchaResponse, SendOtpResponse, SessionResponse } from '@app/contract';
import type { Lang } from '@app/domain';
import type { SmsSender } from '../../adapters/sms';
import type { AppConfig } from '../../config/config';
import type { Db, Tx } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { newSessionToken, SESSION_TOKEN_PATTERN, sameHex, sha256Hex } from '../../lib/hashing';
import { istDayStart, nextIstDayStart } from '../../lib/ist-day';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { type Customer, customerRepository } from '../../platform/customer-repository';
import { type ChallengeSolution, createCaptchaService } from './captcha-service';
import { createLoginGuard } from './login-guard';
import type { LoginKind } from './login-guard-repository';
import { generateOtpCode, hashOtpCode, otpSmsText } from './otp-code';
import { otpRepository } from './otp-repository';
import { networkPrefix } from './session-device';
import { type SessionRow, sessionRepository } from './session-repository';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  sms: SmsSender;
  /** Runs in the transaction that creates a customer (refer and earn: the friend's code). */
  onSignedUp?: (tx: Tx, customerId: string, context: { referralCode: string | undefined }) => Promise<void>;
  /** Where the hourly SMS budget's alerts go (decision 062). */
  logger?: AlertLogger;
}

/** The part of a pino logger the SMS budget alerts use. */
export interface AlertLogger {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** Who is asking: the client IP (behind TRUST_PROXY, the forwarded one) and user agent. */
export interface ClientInfo {
  clientKey: string;
  userAgent: string | null;
}

type Captcha = ChallengeSolution | undefined;

/** The session's customer, read with the session in one query (see sessionRepository). */
export interface AuthenticatedCustomer {
  customerId: string;
  phone: string;
  sessionId: string;
  language: string;
  hasPassword: boolean;
  createdAt: Date;
  /** The session's last seen, as read (moved forward at most every SESSION_TOUCH_MS). */
  lastSeenAt: Date;
}

/** Last seen moves at most this often: a write per session per period, not per request (decision 063). */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** Moves the session's last seen forward when it is older than SESSION_TOUCH_MS. */
export async function touchSession(db: Db, customer: AuthenticatedCustomer, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SESSION_TOUCH_MS);
  if (customer.lastSeenAt >= before) return;
  await sessionRepository.touch(db, customer.sessionId, now, before);
}

/** The hash of an Authorization header's session token: AUTH_REQUIRED without one, AUTH_INVALID if not of our shape. */
export function bearerTokenHash(header: string | undefined): string {
  if (header === undefined || header === '') throw new AppError('AUTH_REQUIRED');
  const token = /^Bearer (\S+)$/.exec(header)?.[1];
  if (!token || !SESSION_TOKEN_PATTERN.test(token)) throw new AppError('AUTH_INVALID');
  return sha256Hex(token);
}

/** The customer of a session read by its token's hash: SESSION_EXPIRED when unknown, revoked or expired at `now`. */
export function liveCustomer(session: SessionRow | undefined, now: Date): AuthenticatedCustomer {
  if (!session || session.revokedAt || session.expiresAt <= now) throw new AppError('SESSION_EXPIRED');
  return {
    customerId: session.customerId,
    phone: session.phone,
    sessionId: session.sessionId,
    language: session.language,
    hasPassword: session.hasPassword,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
  };
}

const CLIENT_WINDOW_MS = 3600_000;
/** A refused code logs the budget alert again at most this often per instance. */
const REFUSAL_ALERT_EVERY_MS = 60_000;
const secondsBetween = (later: Date, earlier: Date) =>
  Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));

export function createAuthService(deps: AuthDeps) {
  const { db, clock, config, sms } = deps;
  const guard = createLoginGuard(config);
  const captchas = createCaptchaService({
    db,
    clock,
    secret: config.APP_SECRET,
    maxNumber: config.LOGIN_CHALLENGE_MAX_NUMBER,
  });
  const budget = config.LOGIN_SMS_HOURLY_BUDGET;
  const budgetWarnAt = Math.ceil(budget * 0.8);
  let lastRefusalAlert = Number.NEGATIVE_INFINITY;

  /** The alerts of the hourly SMS budget: stable event names for the log-based alerting to match. */
  function budgetAlert(sent: number, now: Date, refused: boolean) {
    const fields = { event: 'login_sms_budget_exhausted', sent, budget };
    if (refused) {
      if (now.getTime() - lastRefusalAlert < REFUSAL_ALERT_EVERY_MS) return;
      lastRefusalAlert = now.getTime();
      deps.logger?.error({ ...fields, refused: true }, 'hourly login SMS budget used up: codes are refused');
    } else if (sent === budget) {
      deps.logger?.error(fields, 'hourly login SMS budget used up');
    } else if (sent === budgetWarnAt) {
      deps.logger?.warn(
        { event: 'login_sms_budget_warning', sent, budget },
        'hourly login SMS budget 80% used',
      );
    }
  }

  /**
   * Every login attempt starts alike: one at a time per phone (009), refused
   * while this way of logging in is locked for the phone or the address has
   * too many failures, and the challenge checked when required.
   */
  async function beginLogin(
    tx: Tx,
    phone: string,
    kind: LoginKind,
    captcha: Captcha,
    client: ClientInfo,
    now: Date,
  ) {
    await otpRepository.lockPhone(tx, phone);
    const { lock, lockedElsewhere } = await guard.assertNotLocked(tx, phone, kind, client.clientKey, now);
    const needed =
      lockedElsewhere ||
      (await guard.addressNeedsChallenge(tx, client.clientKey, now)) ||
      (await guard.captchaRequired(tx, phone, kind, lock, now));
    const refused = needed ? await captchas.check(tx, captcha, now) : undefined;
    return { lock, refused };
  }

  async function openSession(tx: Tx, customer: Customer, isNew: boolean, client: ClientInfo, now: Date) {
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + config.SESSION_TTL_DAYS * 86_400_000);
    await sessionRepository.insert(tx, {
      tokenHash: sha256Hex(token),
      customerId: customer.id,
      createdAt: now,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ipPrefix: networkPrefix(client.clientKey),
    });
    await guard.recordSuccess(tx, customer.phone, now);
    const session: SessionResponse = {
      token,
      customerId: customer.id,
      phone: customer.phone,
      expiresAt: expiresAt.toISOString(),
      isNewCustomer: isNew,
    };
    return session;
  }

  return {
    createCaptcha(): Promise<CaptchaResponse> {
      return captchas.create();
    },

    /**
     * Sends a login code. The answer never depends on whether the phone is a
     * customer, so the endpoint cannot be used to discover who is registered.
     */
    async sendOtp(input: { phone: string; captcha: Captcha; client: ClientInfo }): Promise<SendOtpResponse> {
      const { phone, client } = input;
      const now = clock.now();
      const code = generateOtpCode(config.OTP_LENGTH);
      const hourAgo = new Date(now.getTime() - CLIENT_WINDOW_MS);
      const freeAt = (oldest: Date | null) => new Date((oldest ?? now).getTime() + CLIENT_WINDOW_MS);
      const sentBefore = await transact(db, async (tx) => {
        await otpRepository.lockPhone(tx, phone);
        const { lock, lockedElsewhere } = await guard.assertNotLocked(
          tx,
          phone,
          'otp',
          client.clientKey,
          now,
        );

        // Per phone: the cooldown and the daily cap (the per-device limits, decision 062).
        const last = await otpRepository.latestCreatedAt(tx, phone);
        const resendAt = last && new Date(last.getTime() + config.OTP_RESEND_COOLDOWN_SECONDS * 1000);
        if (resendAt && resendAt > now) {
          throw new AppError('TOO_FREQUENT', { retryAfterSeconds: secondsBetween(resendAt, now) });
        }
        if ((await otpRepository.countSince(tx, phone, istDayStart(now))) >= config.OTP_DAILY_LIMIT) {
          throw new AppError('SMS_LIMIT', { retryAfterSeconds: secondsBetween(nextIstDayStart(now), now) });
        }
        // Per address, over all phones: a cap generous enough for carrier-grade NAT.
        const fromAddress = await otpRepository.sentSince(tx, hourAgo, client.clientKey);
        if (fromAddress.count >= config.LOGIN_ADDRESS_SMS_PER_HOUR) {
          throw new AppError('TOO_FREQUENT', {
            retryAfterSeconds: secondsBetween(freeAt(fromAddress.oldest), now),
          });
        }
        // Over everyone: the hourly budget. Counted without a lock, so parallel requests may pass it by a few.
        const everyone = await otpRepository.sentSince(tx, hourAgo);
        if (everyone.count >= budget) {
          budgetAlert(everyone.count, now, true);
          throw new AppError('TOO_FREQUENT', {
            retryAfterSeconds: secondsBetween(freeAt(everyone.oldest), now),
          });
        }

        const otherPhones = await otpRepository.otherPhonesForClient(tx, client.clientKey, phone, hourAgo);
        const needsCaptcha =
          lockedElsewhere ||
          everyone.count * 2 >= budget ||
          otherPhones >= config.CAPTCHA_PHONES_PER_CLIENT ||
          (await guard.captchaRequired(tx, phone, 'otp', lock, now));
        // The challenge is checked last so a throttled request does not use it up.
        if (needsCaptcha) {
          const failed = await captchas.check(tx, input.captcha, now);
          if (failed) return failed;
        }

        await otpRepository.burnLive(tx, phone, now);
        await otpRepository.insert(tx, {
          phone,
          codeHash: hashOtpCode(config.APP_SECRET, phone, code),
          clientKey: client.clientKey,
          createdAt: now,
          expiresAt: new Date(now.getTime() + config.OTP_TTL_SECONDS * 1000),
        });
        return everyone.count;
      });
      budgetAlert(sentBefore + 1, now, false);
      // After commit: a slow gateway never holds the transaction. If it fails the
      // error surfaces as a 500 and the cooldown still protects the gateway.
      await sms.send({
        to: phone,
        text: otpSmsText({ proName: config.PRO_NAME, code, ttlSeconds: config.OTP_TTL_SECONDS }),
      });
      return {
        codeLength: config.OTP_LENGTH,
        expiresInSeconds: config.OTP_TTL_SECONDS,
        resendAfterSeconds: config.OTP_RESEND_COOLDOWN_SECONDS,
      };
    },

    /** One flow for sign-up and login: the first successful code creates the customer. */
    async loginWithOtp(input: {
      phone: string;
      code: string;
      captcha: Captcha;
      promotionChannel: string | undefined;
      language: Lang | undefined;
      referralCode?: string | undefined;
      client: ClientInfo;
    }): Promise<SessionResponse> {
      const { phone, client } = input;
      if (input.code.length !== config.OTP_LENGTH) {
        throw new AppError('OTP_FORMAT', { params: { length: config.OTP_LENGTH }, field: 'code' });
      }
      const now = clock.now();
      return transact(db, async (tx) => {
        const { lock, refused } = await beginLogin(tx, phone, 'otp', input.captcha, client, now);
        if (refused) return refused;

        const challenge = await otpRepository.findLive(tx, phone, now);
        if (!challenge) return new AppError('OTP_EXPIRED', { field: 'code' });
        if (!sameHex(challenge.codeHash, hashOtpCode(config.APP_SECRET, phone, input.code))) {
          await otpRepository.recordWrongTry(tx, challenge, config.OTP_MAX_ATTEMPTS, now);
          const locked = await guard.recordFailure(tx, {
            phone,
            kind: 'otp',
            clientKey: client.clientKey,
            lock,
            now,
          });
          return locked ?? new AppError('OTP_INCORRECT', { field: 'code' });
        }

        await otpRepository.consume(tx, challenge.id, now);
        const { customer, created } = await customerRepository.findOrCreate(tx, {
          phone,
          language: input.language ?? 'en',
          promotionChannel: input.promotionChannel || null,
          now,
        });
        if (created) await deps.onSignedUp?.(tx, customer.id, { referralCode: input.referralCode });
        return openSession(tx, customer, created, client, now);
      });
    },

    /** Unknown phones and phones without a password get the same answer, after the same work. */
    async loginWithPassword(input: {
      phone: string;
      password: string;
      captcha: Captcha;
      client: ClientInfo;
    }): Promise<SessionResponse> {
      const { phone, client } = input;
      const now = clock.now();
      return transact(db, async (tx) => {
        const { lock, refused } = await beginLogin(tx, phone, 'password', input.captcha, client, now);
        if (refused) return refused;
        const customer = await customerRepository.findByPhone(tx, phone);
        const hash = customer?.passwordHash ?? (await dummyPasswordHash());
        const matches = await verifyPassword(input.password, hash);
        if (!customer?.passwordHash || !matches) {
          const locked = await guard.recordFailure(tx, {
            phone,
            kind: 'password',
            clientKey: client.clientKey,
            lock,
            now,
          });
          return locked ?? new AppError('PASSWORD_INCORRECT');
        }
        await customerRepository.touchLogin(tx, customer.id, now);
        return openSession(tx, customer, false, client, now);
      });
    },

    /**
     * Resolves an Authorization header. No header: AUTH_REQUIRED; not a bearer
     * token of our shape: AUTH_INVALID; unknown, revoked or expired: SESSION_EXPIRED.
     */
    async authenticate(header: string | undefined): Promise<AuthenticatedCustomer> {
      const session = await sessionRepository.findByTokenHash(db, bearerTokenHash(header));
      const now = clock.now();
      const customer = liveCustomer(session, now);
      await touchSession(db, customer, now);
      return customer;
    },

    async logout(sessionId: string): Promise<void> {
      await sessionRepository.revoke(db, sessionId, clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
