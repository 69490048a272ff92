import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simPayouts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PayoutGateway, PayoutStatus } from './payout-gateway';

/**
 * Account numbers the simulator refuses, by their ending (docs/disbursal.md):
 * a tester picks one in the bank step to walk through a failed payout.
 */
export const FAILING_ACCOUNT_ENDINGS = {
  '0000': 'account_invalid',
  '1111': 'account_closed',
} as const;

const twelveDigits = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/**
 * A payout gateway in our own database: one row per idempotency key, which
 * settles `settleSeconds` after the request (success with a 12-digit UTR,
 * or a failure for the documented account endings). Its rows survive a
 * crash, as a real gateway's would.
 */
export function createPayoutSimulator(deps: { db: Db; clock: Clock; settleSeconds: number }): PayoutGateway {
  const { db, clock } = deps;

  async function read(key: string): Promise<PayoutStatus | null> {
    const [row] = await db.select().from(simPayouts).where(eq(simPayouts.idempotencyKey, key)).limit(1);
    if (!row) return null;
    if (row.settleAt > clock.now()) return { status: 'pending' };
    if (row.outcome === 'succeeded' && row.utr) return { status: 'succeeded', utr: row.utr };
    const reason = row.reason === 'account_closed' ? 'account_closed' : 'account_invalid';
    return { status: 'failed', reason };
  }

  return {
    simulated: true,
    async request(payout) {
      const ending = payout.accountNumber.slice(-4);
      const failure = FAILING_ACCOUNT_ENDINGS[ending as keyof typeof FAILING_ACCOUNT_ENDINGS];
      const now = clock.now();
      await db
        .insert(simPayouts)
        .values({
          idempotencyKey: payout.idempotencyKey,
          accountLast4: ending,
          amountPaise: payout.amountPaise,
          outcome: failure ? 'failed' : 'succeeded',
          utr: failure ? null : twelveDigits(),
          reason: failure ?? null,
          settleAt: new Date(now.getTime() + deps.settleSeconds * 1000),
          createdAt: now,
        })
        .onConflictDoNothing();
      return (await read(payout.idempotencyKey)) ?? { status: 'pending' };
    },
    status: read,
  };
}
