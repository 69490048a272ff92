import { randomInt } from 'node:crypto';
import type { ProfileEmail } from '@app/contract';
import { isLang } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { CustomerEmailRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hmacSha256Hex, sameHex } from '../../lib/hashing';
import type { AuthenticatedCustomer } from '../auth';
import { deliveryRepository as repo } from './delivery-repository';
import { maskEmail } from './mask-email';
import { DELIVERY_TEXTS } from './texts';

/** A code lives 15 minutes and takes 5 tries; a new one is sent at most once a cooldown. */
export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_ATTEMPTS = 5;

export interface EmailServiceDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  logger: FastifyBaseLogger;
  config: { APP_SECRET: string; PRO_NAME: string; OTP_RESEND_COOLDOWN_SECONDS: number };
}

export const profileEmail = (row: CustomerEmailRow | undefined, now: Date): ProfileEmail => ({
  email: row ? maskEmail(row.email) : null,
  verified: Boolean(row?.verifiedAt),
  codePending: Boolean(row?.codeHash && row.codeExpiresAt && row.codeExpiresAt > now),
});

/**
 * The borrower's e-mail address, verified by a 6-digit code e-mailed to it
 * (decision 082). A new address starts unverified; documents go to it only once verified.
 */
export function createEmailService(deps: EmailServiceDeps) {
  const { db, clock, config } = deps;
  const hash = (customerId: string, email: string, code: string) =>
    hmacSha256Hex(config.APP_SECRET, `email:${email}:${customerId}:${code}`);

  return {
    async get(customerId: string): Promise<ProfileEmail> {
      return profileEmail(await repo.email(db, customerId), clock.now());
    },

    /** Saves the address (unverified unless it is the verified one already) and e-mails a code to it. */
    async set(customer: AuthenticatedCustomer, email: string, language: string): Promise<ProfileEmail> {
      const now = clock.now();
      const address = email.toLowerCase();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await transact(db, async (tx) => {
        const current = await repo.lockEmail(tx, customer.customerId);
        if (current?.email === address && current.verifiedAt) return current;
        const resendAt = current?.codeSentAt
          ? new Date(current.codeSentAt.getTime() + config.OTP_RESEND_COOLDOWN_SECONDS * 1000)
          : null;
        if (resendAt && resendAt > now) {
          const wait = Math.ceil((resendAt.getTime() - now.getTime()) / 1000);
          throw new AppError('TOO_FREQUENT', { retryAfterSeconds: wait });
        }
        const next: CustomerEmailRow = {
          customerId: customer.customerId,
          email: address,
          verifiedAt: null,
          codeHash: hash(customer.customerId, address, code),
          codeSentAt: now,
          codeExpiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * 60_000),
          codeAttempts: 0,
          updatedAt: now,
        };
        await repo.saveEmail(tx, next);
        return next;
      });
      if (row.codeSentAt === now) {
        const texts = DELIVERY_TEXTS[isLang(language) ? language : 'en'];
        const params = { proName: config.PRO_NAME, code, minutes: EMAIL_CODE_TTL_MINUTES };
        await deps.email.send({
          to: address,
          subject: texts.codeSubject(params),
          text: texts.codeBody(params),
        });
      }
      return profileEmail(row, now);
    },

    /** Verifies with the e-mailed code; a wrong try is counted (and committed) before it is refused. */
    async verify(customer: AuthenticatedCustomer, code: string): Promise<ProfileEmail> {
      const now = clock.now();
      return transact(db, async (tx) => {
        const row = await repo.lockEmail(tx, customer.customerId);
        if (!row?.codeHash || !row.codeExpiresAt || row.codeExpiresAt <= now) {
          return new AppError('EMAIL_CODE_EXPIRED', { field: 'code' });
        }
        if (!sameHex(row.codeHash, hash(customer.customerId, row.email, code))) {
          const attempts = row.codeAttempts + 1;
          const burned = attempts >= EMAIL_CODE_ATTEMPTS;
          await repo.updateEmail(tx, row.customerId, {
            codeAttempts: attempts,
            ...(burned ? { codeHash: null, codeExpiresAt: null } : {}),
          });
          return new AppError(burned ? 'EMAIL_CODE_EXPIRED' : 'EMAIL_CODE_INCORRECT', { field: 'code' });
        }
        const verified = { ...row, verifiedAt: now, codeHash: null, codeExpiresAt: null, updatedAt: now };
        await repo.updateEmail(tx, row.customerId, verified);
        return profileEmail(verified, now);
      });
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
