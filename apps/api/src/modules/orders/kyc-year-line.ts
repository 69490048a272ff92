import { kycModeLimitPaise, type Paise, quotaForKycMode } from '@app/domain';
import type { Executor } from '../../db/client';
import { orderRepository } from './order-repository';

const YEAR_MS = 365 * 86_400_000;

export interface KycYearLine {
  /** The quota within the mode's limit: the limit less what was paid out in the past 365 days. */
  quotaPaise: Paise;
  /** When the oldest of those payouts leaves the 365 days and the line grows; null when none was paid out. */
  growsAt: Date | null;
}

/**
 * The line within the KYC mode's yearly limit (decision 076): a mode the KYC
 * Directions limit (and card photos) may not have more than the limit paid out
 * in a year, whatever its quota. Null for a full-KYC mode, which is not read
 * further. Withdrawal and Home both ask here, so they agree.
 */
export async function kycYearLine(
  executor: Executor,
  customerId: string,
  mode: string | null | undefined,
  quotaPaise: number,
  now: Date,
): Promise<KycYearLine | null> {
  if (kycModeLimitPaise(mode) === null) return null;
  const paidOut = await orderRepository.disbursedSince(
    executor,
    customerId,
    new Date(now.getTime() - YEAR_MS),
  );
  return {
    quotaPaise: quotaForKycMode(quotaPaise, mode, paidOut.paise),
    growsAt: paidOut.firstAt ? new Date(paidOut.firstAt.getTime() + YEAR_MS) : null,
  };
}
