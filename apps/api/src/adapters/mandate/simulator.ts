import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simMandateDebits, simMandateNotices, simMandates, simMandateWebhooks } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { DebitResult, GatewayMandateState, MandateGateway } from './mandate-gateway';

/** The simulator's approval page (the bank's or the UPI app's in production). */
export const MANDATE_SIMULATOR_PATH = '/api/v1/mandate-simulator/approve';

/**
 * The simulator's test values (docs/auto-debit.md), by the ending of the UPI id
 * or account the payer approves with on its page (the mandate's own account when
 * left as it is): 0000 fails at approval; 1111 fails every debit for insufficient funds.
 */
export const MANDATE_TEST_ENDINGS = { failsApproval: '0000', debitsFail: '1111' } as const;

/** What the simulator sends to our webhook route, signed by the route's caller. */
export interface SimulatorWebhook {
  eventId: string;
  body: string;
}

export interface MandateSimulator extends MandateGateway {
  /** The payer's answer on the approval page; `account` is the UPI id or account they approved with. */
  simulateApproval(gatewayRef: string, approve: boolean, account?: string): Promise<void>;
  /** The webhooks due, oldest first, not yet delivered. */
  dueWebhooks(limit: number): Promise<SimulatorWebhook[]>;
  webhookDelivered(eventId: string): Promise<void>;
  /** The mandate as the simulator holds it, for its page. */
  mandate(gatewayRef: string): Promise<typeof simMandates.$inferSelect | null>;
}

/** A UPI id's ending is its name's (9876540000@ybl ends 0000); an account's is its own. */
const endsWith = (account: string, ending: string) => (account.split('@')[0] ?? account).endsWith(ending);

const gatewayRefOf = () => `SIMM${String(randomInt(100_000_000, 1_000_000_000))}`;
const debitRefOf = () => `SIMD${String(randomInt(100_000_000, 1_000_000_000))}`;

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** UPI's mandate intent writes dates as DDMMYYYY. */
const upiDate = (day: string) => day.slice(8, 10) + day.slice(5, 7) + day.slice(0, 4);

/**
 * A mandate gateway in our own database, standing where a UPI AutoPay PSP or an
 * e-NACH sponsor bank would. A mandate waits on its approval page; a debit
 * answers pending at once and its result (success, or insufficient funds for an
 * account ending 1111) goes out as a webhook, which the mandates module signs and
 * posts through the webhook route so the verification path always runs.
 */
export function createMandateSimulator(deps: { db: Db; clock: Clock; lenderVpa: string }): MandateSimulator {
  const { db, clock } = deps;

  async function row(gatewayRef: string) {
    const [found] = await db
      .select()
      .from(simMandates)
      .where(eq(simMandates.gatewayRef, gatewayRef))
      .limit(1);
    return found ?? null;
  }

  async function enqueue(event: Record<string, unknown>): Promise<void> {
    const eventId = `evt_${randomUUID()}`;
    const at = clock.now();
    await db
      .insert(simMandateWebhooks)
      .values({ eventId, body: JSON.stringify({ eventId, ...event, at: at.toISOString() }), deliverAt: at });
  }

  async function setState(gatewayRef: string, state: GatewayMandateState): Promise<void> {
    await db
      .update(simMandates)
      .set({ state, decidedAt: clock.now() })
      .where(eq(simMandates.gatewayRef, gatewayRef));
  }

  async function readDebit(key: string): Promise<DebitResult | null> {
    const [found] = await db
      .select()
      .from(simMandateDebits)
      .where(eq(simMandateDebits.idempotencyKey, key))
      .limit(1);
    if (!found) return null;
    if (found.outcome === 'succeeded') {
      return { status: 'succeeded', amountPaise: found.amountPaise, debitRef: found.debitRef };
    }
    if (found.outcome === 'failed') {
      const reason = found.reason === 'insufficient_funds' ? 'insufficient_funds' : 'mandate_inactive';
      return { status: 'failed', reason };
    }
    return { status: 'pending' };
  }

  return {
    simulated: true,
    async create(req) {
      await db
        .insert(simMandates)
        .values({
          gatewayRef: gatewayRefOf(),
          reference: req.reference,
          rail: req.rail,
          maxAmountPaise: req.maxAmountPaise,
          accountMasked: req.accountMasked,
          state: 'pending',
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      const [found] = await db
        .select({ gatewayRef: simMandates.gatewayRef })
        .from(simMandates)
        .where(eq(simMandates.reference, req.reference))
        .limit(1);
      const gatewayRef = found?.gatewayRef ?? '';
      const upiIntent =
        req.rail === 'upi_autopay'
          ? `upi://mandate?${new URLSearchParams({
              pa: deps.lenderVpa,
              pn: 'Auto-debit',
              tr: req.reference,
              am: rupees(req.maxAmountPaise),
              amrule: 'MAX',
              cu: 'INR',
              recur: 'ASPRESENTED',
              validitystart: upiDate(req.startDay),
              validityend: upiDate(req.endDay),
              txnType: 'CREATE',
              rev: 'Y',
            }).toString()}`
          : null;
      return { gatewayRef, approveUrl: `${MANDATE_SIMULATOR_PATH}?ref=${gatewayRef}`, upiIntent };
    },
    async status(gatewayRef) {
      return (await row(gatewayRef))?.state ?? 'failed';
    },
    async pause(gatewayRef) {
      const found = await row(gatewayRef);
      if (found?.state === 'active') await setState(gatewayRef, 'paused');
    },
    async resume(gatewayRef) {
      const found = await row(gatewayRef);
      if (found?.state === 'paused') await setState(gatewayRef, 'active');
    },
    async revoke(gatewayRef) {
      const found = await row(gatewayRef);
      if (found && ['pending', 'active', 'paused'].includes(found.state))
        await setState(gatewayRef, 'revoked');
    },
    async notifyDebit(req) {
      const found = await row(req.gatewayRef);
      if (found?.rail !== 'upi_autopay') return;
      await db
        .insert(simMandateNotices)
        .values({
          idempotencyKey: req.idempotencyKey,
          gatewayRef: req.gatewayRef,
          amountPaise: req.amountPaise,
          debitDay: req.debitDay,
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
    },
    async debit(req) {
      const known = await readDebit(req.idempotencyKey);
      if (known) return known;
      const found = await row(req.gatewayRef);
      const refused = found?.state !== 'active' || req.amountPaise > found.maxAmountPaise;
      const broke = found ? endsWith(found.accountMasked, MANDATE_TEST_ENDINGS.debitsFail) : false;
      const reason = refused ? 'mandate_inactive' : broke ? 'insufficient_funds' : null;
      const debitRef = debitRefOf();
      const inserted = await db
        .insert(simMandateDebits)
        .values({
          idempotencyKey: req.idempotencyKey,
          gatewayRef: req.gatewayRef,
          amountPaise: req.amountPaise,
          outcome: 'pending',
          debitRef,
          reason,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ key: simMandateDebits.idempotencyKey });
      if (inserted.length === 0) return (await readDebit(req.idempotencyKey)) ?? { status: 'pending' };
      // The bank answers later: the result is decided now and sent by webhook.
      await db
        .update(simMandateDebits)
        .set({ outcome: reason ? 'failed' : 'succeeded', decidedAt: clock.now() })
        .where(eq(simMandateDebits.idempotencyKey, req.idempotencyKey));
      await enqueue(
        reason
          ? { kind: 'debit.failed', gatewayRef: req.gatewayRef, idempotencyKey: req.idempotencyKey, reason }
          : {
              kind: 'debit.succeeded',
              gatewayRef: req.gatewayRef,
              idempotencyKey: req.idempotencyKey,
              amountPaise: req.amountPaise,
              debitRef,
            },
      );
      return { status: 'pending' };
    },
    debitStatus: readDebit,
    async simulateApproval(gatewayRef, approve, account) {
      const found = await row(gatewayRef);
      if (found?.state !== 'pending') return;
      const used = account?.trim() || found.accountMasked;
      const fails = !approve || endsWith(used, MANDATE_TEST_ENDINGS.failsApproval);
      await db
        .update(simMandates)
        .set({ state: fails ? 'failed' : 'active', accountMasked: used, decidedAt: clock.now() })
        .where(and(eq(simMandates.gatewayRef, gatewayRef), eq(simMandates.state, 'pending')));
      await enqueue(
        fails
          ? { kind: 'mandate.failed', gatewayRef, reason: approve ? 'account_rejected' : 'declined' }
          : { kind: 'mandate.active', gatewayRef },
      );
    },
    async dueWebhooks(limit) {
      return db
        .select({ eventId: simMandateWebhooks.eventId, body: simMandateWebhooks.body })
        .from(simMandateWebhooks)
        .where(and(isNull(simMandateWebhooks.deliveredAt), lte(simMandateWebhooks.deliverAt, clock.now())))
        .orderBy(asc(simMandateWebhooks.deliverAt))
        .limit(limit);
    },
    async webhookDelivered(eventId) {
      await db
        .update(simMandateWebhooks)
        .set({ deliveredAt: clock.now() })
        .where(eq(simMandateWebhooks.eventId, eventId));
    },
    mandate: row,
  };
}
