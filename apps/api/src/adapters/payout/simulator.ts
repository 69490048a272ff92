import { randomInt } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simPayouts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PayoutFailureReason, PayoutGateway, PayoutStatus } from './payout-gateway';

/**
 * Account numbers the simulator refuses, by their ending (docs/disbursal.md):
 * a tester picks one in the bank step to walk through a failed payout.
 * The bank refuses these every time.
 */
export const FAILING_ACCOUNT_ENDINGS = {
  '0000': 'account_invalid',
  '1111': 'account_closed',
  '5555': 'name_mismatch',
} as const;

/**
 * Endings where the gateway, not the bank, gets in the way, on an order's
 * first attempt only (its next attempt is paid): `2222` a gateway error;
 * `3333` a timeout although the bank paid; `4444` a timeout and nothing paid.
 */
export const TROUBLED_ACCOUNT_ENDINGS = {
  '2222': { outcome: 'failed', reason: 'gateway_error' },
  '3333': { outcome: 'succeeded', reason: 'timeout' },
  '4444': { outcome: 'failed', reason: 'timeout' },
} as const;

const twelveDigits = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/** Disbursal's keys are `<orderId>-<attempt>`: the part before the attempt names the order. */
const orderPart = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('-')));

/**
 * A payout gateway in our own database: one row per idempotency key, which
 * settles `settleSeconds` after the request (success with a 12-digit UTR,
 * or a failure for the documented account endings). Its rows survive a
 * crash, as a real gateway's would. A timed-out payout answers `timeout`
 * once, then its truth (paid, or a gateway error), as a gateway does once
 * the bank's answer reaches it.
 */
export function createPayoutSimulator(deps: { db: Db; clock: Clock; settleSeconds: number }): PayoutGateway {
  const { db, clock } = deps;

  async function read(key: string): Promise<PayoutStatus | null> {
    const [row] = await db.select().from(simPayouts).where(eq(simPayouts.idempotencyKey, key)).limit(1);
    if (!row) return null;
    if (row.settleAt > clock.now()) return { status: 'pending' };
    if (row.reason === 'timeout') {
      const truth = row.outcome === 'succeeded' ? null : 'gateway_error';
      await db.update(simPayouts).set({ reason: truth }).where(eq(simPayouts.idempotencyKey, key));
      return { status: 'failed', reason: 'timeout' };
    }
    if (row.outcome === 'succeeded' && row.utr) return { status: 'succeeded', utr: row.utr };
    return { status: 'failed', reason: (row.reason ?? 'account_invalid') as PayoutFailureReason };
  }

  /** Whether an earlier attempt of the same order reached the simulator (gateway troubles strike once). */
  async function triedBefore(key: string, ending: string): Promise<boolean> {
    const prefix = orderPart(key);
    if (!prefix) return false;
    const [row] = await db
      .select({ key: simPayouts.idempotencyKey })
      .from(simPayouts)
      .where(and(like(simPayouts.idempotencyKey, `${prefix}-%`), eq(simPayouts.accountLast4, ending)))
      .limit(1);
    return row !== undefined;
  }

  async function outcomeFor(key: string, ending: string) {
    const refusal = FAILING_ACCOUNT_ENDINGS[ending as keyof typeof FAILING_ACCOUNT_ENDINGS];
    if (refusal) return { outcome: 'failed' as const, reason: refusal };
    const trouble = TROUBLED_ACCOUNT_ENDINGS[ending as keyof typeof TROUBLED_ACCOUNT_ENDINGS];
    if (trouble && !(await triedBefore(key, ending))) return trouble;
    return { outcome: 'succeeded' as const, reason: null };
  }

  return {
    simulated: true,
    async request(payout) {
      const ending = payout.accountNumber.slice(-4);
      const [known] = await db
        .select({ key: simPayouts.idempotencyKey })
        .from(simPayouts)
        .where(eq(simPayouts.idempotencyKey, payout.idempotencyKey))
        .limit(1);
      if (!known) {
        const { outcome, reason } = await outcomeFor(payout.idempotencyKey, ending);
        const now = clock.now();
        await db
          .insert(simPayouts)
          .values({
            idempotencyKey: payout.idempotencyKey,
            accountLast4: ending,
            amountPaise: payout.amountPaise,
            outcome,
            utr: outcome === 'succeeded' ? twelveDigits() : null,
            reason,
            settleAt: new Date(now.getTime() + deps.settleSeconds * 1000),
            createdAt: now,
          })
          .onConflictDoNothing();
      }
      return (await read(payout.idempotencyKey)) ?? { status: 'pending' };
    },
    status: read,
  };
}
