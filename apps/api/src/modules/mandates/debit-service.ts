import type { Settlement } from '@app/domain';
import type { DebitResult } from '../../adapters/mandate';
import type { Executor } from '../../db/client';
import type { JobRow } from '../../db/schema';
import {
  createDebitContext,
  type DebitDeps,
  MANDATE_REFUND_JOB,
  MANDATE_REVOKE_JOB,
  MANDATE_SMS_JOB,
} from './debit-context';
import { runChecks, runDebits, runNotices } from './debit-jobs';
import { applyDebitResult, onRepaid, runRefund, runRevoke, runSms } from './debit-settlement';

export type { DebitDeps } from './debit-context';

/**
 * Auto-debit's debits (issue 32, decision 080): the pre-debit notice, the
 * debit on the due day, its result applied once, and never a double debit
 * (a manual payment lowers or cancels a notified debit; an excess debit is
 * refunded). `tick` runs with the daily jobs (accrual first).
 */
export function createMandateDebits(deps: DebitDeps) {
  const ctx = createDebitContext(deps);
  return {
    tick: async () => ({
      notified: await runNotices(ctx),
      requested: await runDebits(ctx),
      checked: await runChecks(ctx),
    }),
    runNotices: () => runNotices(ctx),
    runDebits: () => runDebits(ctx),
    runChecks: () => runChecks(ctx),
    applyDebitResult: (idempotencyKey: string, result: DebitResult) =>
      applyDebitResult(ctx, idempotencyKey, result),
    onRepaid: (tx: Executor, orderId: string, outcome: Settlement['outcome'], now: Date) =>
      onRepaid(ctx, tx, orderId, outcome, now),
    jobs: {
      [MANDATE_SMS_JOB]: (job: JobRow) => runSms(ctx, job),
      [MANDATE_REVOKE_JOB]: (job: JobRow) => runRevoke(ctx, job),
      [MANDATE_REFUND_JOB]: (job: JobRow) => runRefund(ctx, job),
    },
  };
}

export type MandateDebits = ReturnType<typeof createMandateDebits>;
