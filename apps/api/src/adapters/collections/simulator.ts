import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simCollections } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CollectionGateway, CollectionStatus } from './collection-gateway';

/**
 * UTR endings the simulator does not find (docs/repayment.md): a tester types
 * one on /RepaymentCode to walk through a failed repayment.
 */
export const UNKNOWN_UTR_ENDING = '0000';

/**
 * UTR endings the simulator cannot decide (docs/repayment.md): the check
 * answers 'pending', so the repayment waits for finance in the console.
 * With 1111 the statement shows the credit (a match hint); with 2222 it does not.
 */
export const PENDING_UTR_ENDINGS = { withCredit: '1111', withoutCredit: '2222' } as const;

/**
 * A collection gateway in our own database, standing where a bank's or
 * aggregator's API would. A UTR is found, for the amount asked, unless it
 * ends in 0000. A checkout waits until the tester pays or declines it (the
 * /paymentProcess page shows the two buttons while `simulator` is true).
 */
export function createCollectionSimulator(deps: { db: Db; clock: Clock }): CollectionGateway {
  const { db, clock } = deps;

  async function read(reference: string): Promise<CollectionStatus | null> {
    const [row] = await db
      .select()
      .from(simCollections)
      .where(eq(simCollections.reference, reference))
      .limit(1);
    if (!row) return null;
    if (row.outcome === 'pending') return { status: 'pending' };
    if (row.outcome === 'succeeded') {
      return { status: 'succeeded', amountPaise: row.amountPaise, gatewayRef: row.gatewayRef };
    }
    return { status: 'failed', reason: 'declined' };
  }

  return {
    simulated: true,
    async verifyUtr(check) {
      if (check.utr.endsWith(UNKNOWN_UTR_ENDING)) return { status: 'failed', reason: 'utr_not_found' };
      if (isPending(check.utr)) return { status: 'pending' };
      return { status: 'succeeded', amountPaise: check.amountPaise, gatewayRef: check.utr };
    },
    async createPayment(payment) {
      const gatewayRef = `SIM${String(randomInt(100_000_000, 1_000_000_000))}`;
      await db
        .insert(simCollections)
        .values({
          reference: payment.reference,
          amountPaise: payment.amountPaise,
          outcome: 'pending',
          gatewayRef,
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      const [row] = await db
        .select({ gatewayRef: simCollections.gatewayRef })
        .from(simCollections)
        .where(eq(simCollections.reference, payment.reference))
        .limit(1);
      return { gatewayRef: row?.gatewayRef ?? gatewayRef };
    },
    async statementLine(check) {
      if (check.utr.endsWith(UNKNOWN_UTR_ENDING) || check.utr.endsWith(PENDING_UTR_ENDINGS.withoutCredit)) {
        return null;
      }
      return {
        utr: check.utr,
        amountPaise: check.amountPaise,
        narration: `UPI/CR/${check.utr}/${check.reference}`,
        creditedAt: clock.now().toISOString(),
      };
    },
    status: read,
    async simulate(reference, outcome) {
      await db
        .update(simCollections)
        .set({ outcome, decidedAt: clock.now(), reason: outcome === 'failed' ? 'declined' : null })
        .where(eq(simCollections.reference, reference));
    },
  };
}

const isPending = (utr: string) =>
  utr.endsWith(PENDING_UTR_ENDINGS.withCredit) || utr.endsWith(PENDING_UTR_ENDINGS.withoutCredit);
