import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kycDailyCounts } from '../../db/schema';

export interface KycDailyLimits {
  /** KYC_DAILY_ATTEMPTS */
  attempts: number;
  /** KYC_DAILY_PAID_LOOKUPS */
  paidLookups: number;
}

export const kycDailyCountRepository = {
  /**
   * One attempt (and one paid lookup when `paid`) for the customer's day, in
   * one statement: the upsert locks the day's row, so of two requests at the
   * last slot one sees the other's count and takes nothing. False: a cap is reached.
   */
  async take(
    db: Executor,
    customerId: string,
    istDay: string,
    paid: boolean,
    limits: KycDailyLimits,
  ): Promise<boolean> {
    const paidLookups = paid ? 1 : 0;
    const rows = await db
      .insert(kycDailyCounts)
      .values({ customerId, istDay, attempts: 1, paidLookups })
      .onConflictDoUpdate({
        target: [kycDailyCounts.customerId, kycDailyCounts.istDay],
        set: {
          attempts: sql`${kycDailyCounts.attempts} + 1`,
          paidLookups: sql`${kycDailyCounts.paidLookups} + ${paidLookups}`,
        },
        setWhere: sql`${kycDailyCounts.attempts} < ${limits.attempts} and ${kycDailyCounts.paidLookups} + ${paidLookups} <= ${limits.paidLookups}`,
      })
      .returning({ attempts: kycDailyCounts.attempts });
    return rows.length === 1;
  },

  async onDay(
    db: Executor,
    customerId: string,
    istDay: string,
  ): Promise<{ attempts: number; paidLookups: number } | undefined> {
    const [row] = await db
      .select({ attempts: kycDailyCounts.attempts, paidLookups: kycDailyCounts.paidLookups })
      .from(kycDailyCounts)
      .where(and(eq(kycDailyCounts.customerId, customerId), eq(kycDailyCounts.istDay, istDay)));
    return row;
  },
};
