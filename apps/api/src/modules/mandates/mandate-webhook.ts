import type { MandateWebhook } from '@app/contract';
import type { DebitFailureReason, DebitResult } from '../../adapters/mandate';
import type { Db } from '../../db/client';
import type { MandateState } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { mandateRepository as repo } from './mandate-repository';

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

const DEBIT_FAILURES: readonly DebitFailureReason[] = [
  'insufficient_funds',
  'mandate_inactive',
  'bank_declined',
  'gateway_error',
];

/**
 * Where each mandate.* event may move a mandate from, and to: states only move
 * forward, so a late or out-of-order event (mandate.active after a revocation)
 * finds nothing to move and changes nothing.
 */
const MOVES: Record<string, { from: MandateState[]; to: MandateState } | undefined> = {
  'mandate.active': { from: ['pending'], to: 'active' },
  'mandate.failed': { from: ['pending'], to: 'failed' },
  'mandate.paused': { from: ['active'], to: 'paused' },
  'mandate.resumed': { from: ['paused'], to: 'active' },
  'mandate.revoked': { from: ['pending', 'active', 'paused'], to: 'revoked' },
  'mandate.expired': { from: ['pending', 'active', 'paused'], to: 'expired' },
};

/**
 * Applies one verified webhook of the mandate gateway (docs/auto-debit.md):
 * an unknown mandate is MANDATE_NOT_FOUND; an event id seen before is a
 * duplicate and changes nothing. mandate.* events move the mandate in the
 * same transaction that remembers the event; debit.* events go to the debits'
 * `applyDebitResult` (idempotent by itself), and the event is remembered after.
 */
export function createMandateWebhooks(deps: {
  db: Db;
  clock: Clock;
  applyDebitResult: (idempotencyKey: string, result: DebitResult) => Promise<unknown>;
}) {
  const { db, clock } = deps;

  return async function apply(event: MandateWebhook): Promise<WebhookOutcome> {
    const mandate = await repo.byGatewayRef(db, event.gatewayRef);
    if (!mandate) throw new AppError('MANDATE_NOT_FOUND');
    const remembered = { eventId: event.eventId, gatewayRef: event.gatewayRef, kind: event.kind };

    if (event.kind === 'debit.succeeded' || event.kind === 'debit.failed') {
      if (!event.idempotencyKey) throw new AppError('VALIDATION_FAILED');
      if (await repo.eventSeen(db, event.eventId)) return 'duplicate';
      const result: DebitResult =
        event.kind === 'debit.succeeded'
          ? {
              status: 'succeeded',
              amountPaise: event.amountPaise ?? 0,
              debitRef: event.debitRef ?? event.eventId,
            }
          : { status: 'failed', reason: debitFailure(event.reason) };
      if (event.kind === 'debit.succeeded' && event.amountPaise === undefined) {
        throw new AppError('VALIDATION_FAILED');
      }
      const applied = await deps.applyDebitResult(event.idempotencyKey, result);
      // Remembered after: a crash in between only replays it, and applying twice changes nothing.
      await repo.rememberEvent(db, remembered, clock.now());
      return applied === 'applied' ? 'applied' : 'ignored';
    }

    const move = MOVES[event.kind];
    return transact(db, async (tx) => {
      const now = clock.now();
      if (!(await repo.rememberEvent(tx, remembered, now))) return 'duplicate' as const;
      if (!move) return 'ignored' as const;
      const row = await repo.lock(tx, mandate.id);
      if (!row || !move.from.includes(row.state)) return 'ignored' as const;
      const ended = move.to === 'revoked' || move.to === 'expired';
      if (ended || move.to === 'paused') await repo.cancelNotified(tx, row.id, now);
      await repo.transition(tx, row.id, move.from, {
        state: move.to,
        updatedAt: now,
        ...(move.to === 'active' && row.state === 'pending' ? { activatedAt: now } : {}),
        ...(move.to === 'failed' ? { failureReason: event.reason ?? 'declined' } : {}),
        ...(move.to === 'revoked' ? { revokedBy: 'gateway' as const, revokedAt: now } : {}),
        ...(move.to === 'expired' ? { revokedAt: now } : {}),
      });
      return 'applied' as const;
    });
  };
}

const debitFailure = (reason: string | undefined): DebitFailureReason =>
  DEBIT_FAILURES.find((r) => r === reason) ?? 'bank_declined';
