import { istDayKey } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { nextIstDayStart } from '../../lib/ist-day';
import { type KycDailyLimits, kycDailyCountRepository } from './kyc-daily-count-repository';

/** The KYC routes that count toward the caps, for the log line. */
export type KycCapSource = 'aadhaar_offline' | 'aadhaar_qr' | 'ckyc' | 'pan' | 'digilocker';

/**
 * The per-customer daily caps on KYC (decision 073, "Daily caps"): every
 * attempt, passed or refused, and separately every call that reaches a paid
 * outside party, per Asia/Kolkata day. Taken before the work (ZIP, QR, the
 * adapter's call); past a cap the answer is 429 KYC_TOO_MANY_ATTEMPTS and
 * nothing is counted or changed.
 */
export function createKycDailyCaps(deps: {
  db: Executor;
  clock: Clock;
  limits: KycDailyLimits;
  log: FastifyBaseLogger;
}) {
  const { db, clock, limits, log } = deps;
  return {
    /** Takes the slot(s) or throws KYC_TOO_MANY_ATTEMPTS, with Retry-After at the next India midnight. */
    async take(customerId: string, source: KycCapSource, paid: boolean): Promise<void> {
      const now = clock.now();
      const day = istDayKey(now);
      if (await kycDailyCountRepository.take(db, customerId, day, paid, limits)) return;
      const used = await kycDailyCountRepository.onDay(db, customerId, day);
      const cap = used && used.attempts >= limits.attempts ? 'attempts' : 'paid_lookups';
      // The customer id, the route and which cap: no name, PAN or document.
      log.info({ customerId, kyc: source, cap }, 'kyc daily cap reached');
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((nextIstDayStart(now).getTime() - now.getTime()) / 1000),
      );
      throw new AppError('KYC_TOO_MANY_ATTEMPTS', { retryAfterSeconds });
    },
  };
}

export type KycDailyCaps = ReturnType<typeof createKycDailyCaps>;
