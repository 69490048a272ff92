import type { RepaymentView } from '@app/contract';
import type { Executor } from '../../db/client';
import type { JobRow, RepaymentRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { jobQueue } from '../../platform/job-queue';
import { applyResult } from './apply-result';
import { getRepayment } from './history';
import { REPAYMENT_CHECK_JOB, type RepaymentContext } from './repayment-context';
import { repaymentRepository } from './repayment-repository';

/** Schedules the check of a repayment in progress, `checkSeconds` after `now`. */
export async function enqueueCheck(
  ctx: RepaymentContext,
  db: Executor,
  reference: string,
  now: Date,
): Promise<void> {
  await jobQueue.enqueue(db, {
    kind: REPAYMENT_CHECK_JOB,
    payload: { reference },
    runAt: new Date(now.getTime() + ctx.deps.checkSeconds * 1000),
    now,
  });
}

/** Starts the gateway checkout of a repayment (idempotent by its reference at the gateway). */
export async function handOver(ctx: RepaymentContext, row: RepaymentRow): Promise<void> {
  const { gatewayRef } = await ctx.deps.gateway.createPayment({
    reference: row.reference,
    amountPaise: row.amountPaise,
  });
  await repaymentRepository.transition(ctx.deps.db, row.id, ['initiated'], {
    state: 'processing',
    gatewayRef,
    updatedAt: ctx.deps.clock.now(),
  });
}

/** Job: asks the collection side how a repayment in progress went. */
export async function runCheck(ctx: RepaymentContext, job: JobRow): Promise<void> {
  const { db, gateway } = ctx.deps;
  const reference = String(job.payload.reference ?? '');
  let row = await repaymentRepository.findByReference(db, reference);
  if (row?.state === 'initiated' && row.method === 'gateway') {
    await handOver(ctx, row);
    row = await repaymentRepository.findByReference(db, reference);
  }
  if (row?.state !== 'processing') return;
  const status =
    row.method === 'upi' && row.utr
      ? await gateway.verifyUtr({ utr: row.utr, reference, amountPaise: row.amountPaise })
      : await gateway.status(reference);
  if (!status || status.status === 'pending') {
    if (row.method === 'gateway' && !gateway.simulate)
      await enqueueCheck(ctx, db, reference, ctx.deps.clock.now());
    return;
  }
  await applyResult(ctx, reference, status);
}

/** The payment-gateway simulator's Pay / Decline, as the tester chooses on /paymentProcess. */
export async function simulate(
  ctx: RepaymentContext,
  customerId: string,
  id: string,
  outcome: 'succeeded' | 'failed',
): Promise<RepaymentView> {
  const { db, gateway } = ctx.deps;
  const row = await repaymentRepository.findOwn(db, customerId, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (!gateway.simulate || row.method !== 'gateway' || row.state !== 'processing') {
    throw new AppError('REPAYMENT_NOT_OPEN');
  }
  await gateway.simulate(row.reference, outcome);
  const status = await gateway.status(row.reference);
  if (status) await applyResult(ctx, row.reference, status);
  return getRepayment(ctx, customerId, id);
}
