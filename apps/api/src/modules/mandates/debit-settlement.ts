import type { Settlement } from '@app/domain';
import type { DebitResult } from '../../adapters/mandate';
import type { Executor } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { jobQueue } from '../../platform/job-queue';
import { ledgerRepository } from '../../platform/ledger-repository';
import type { Notice } from '../../platform/notifier';
import { applicationRepository } from '../application';
import { lockOrder, orderRepository } from '../orders';
import { cancel, debitDayOf } from './debit-cancel';
import {
  DEBIT_WAIT_FOR_MANUAL_MS,
  type DebitContext,
  MANDATE_REFUND_JOB,
  MANDATE_REVOKE_JOB,
  MANDATE_SMS_JOB,
  rupees,
} from './debit-context';
import { debitExcessJournal, debitRefundJournal } from './debit-journals';
import { debitRepository, mandateRepository } from './debit-repository';

const FAILURE_TEMPLATES = {
  insufficient_funds: 'mandate_debit_failed_funds',
  mandate_inactive: 'mandate_debit_failed_declined',
  bank_declined: 'mandate_debit_failed_declined',
  gateway_error: 'mandate_debit_failed_error',
} as const;

/**
 * The failures the borrower answers for: only a lack of funds is charged
 * (the order's failed-debit charge, decision 080). A bank's refusal or an
 * inactive mandate may be the bank's doing, and a gateway error is ours.
 */
const CHARGED_FAILURES: ReadonlySet<string> = new Set(['insufficient_funds']);

/**
 * Applies the gateway's word on one debit (webhook debit.succeeded /
 * debit.failed, or the status check), once: only a requested debit moves,
 * so a replay, a late or an out-of-order result changes nothing.
 * Succeeded: in one transaction, with the order locked, at most what is due
 * now is settled through the repayment module's settle path (a repayments
 * row, method 'mandate'); a payment by hand still being checked goes first
 * (the result waits for the status check, an hour at most); the rest (paid by hand meanwhile) is owed back,
 * journaled, and refunded through the payout gateway by a job.
 * Failed: the bill stays as it is, but for a lack of funds the order's
 * failed-debit charge is levied on the instalment (once per attempt: the
 * journal's key is the debit's); the borrower is told why; the notice run
 * presents it again while retries are left and it is still due.
 */
export async function applyDebitResult(
  ctx: DebitContext,
  idempotencyKey: string,
  result: DebitResult,
): Promise<'applied' | 'ignored'> {
  if (result.status === 'pending') return 'ignored';
  const { db } = ctx.deps;
  const found = await debitRepository.findByKey(db, idempotencyKey);
  if (found?.state !== 'requested') return 'ignored';
  const notices = await transact(db, async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const debit = await debitRepository.lock(tx, found.id);
    if (!order || debit?.state !== 'requested') return null;
    const now = ctx.now();
    if (result.status === 'failed') {
      await debitRepository.transition(tx, debit.id, ['requested'], {
        state: 'failed',
        failureReason: result.reason,
        settledAt: now,
        updatedAt: now,
      });
      const charge = CHARGED_FAILURES.has(result.reason)
        ? await ctx.deps.levyCharge(
            tx,
            order.id,
            debit.instalmentNumber,
            `mandate_failed_charge:${debit.id}`,
            now,
          )
        : 0;
      const amount = rupees(debit.requestedPaise ?? debit.amountPaise);
      return [
        await ctx.writeNotice(
          tx,
          charge > 0
            ? {
                customerId: order.customerId,
                template: 'mandate_debit_failed_funds_charged',
                params: {
                  amount,
                  orderNo: order.orderNo,
                  charge: rupees(charge),
                  number: debit.instalmentNumber,
                },
              }
            : {
                customerId: order.customerId,
                template: FAILURE_TEMPLATES[result.reason],
                params: { amount, orderNo: order.orderNo },
              },
        ),
      ];
    }
    // A payment by hand in its check settles first (the status check applies this result later): else,
    // arriving second, it would prepay the next instalment instead of the debit being refunded.
    const waitUntil = (debit.requestedAt?.getTime() ?? 0) + DEBIT_WAIT_FOR_MANUAL_MS;
    if (now.getTime() < waitUntil && (await debitRepository.manualInProgress(tx, order.id))) return null;
    const settled = await ctx.deps.settleDebit(tx, order.id, result.amountPaise, now);
    const excess = result.amountPaise - settled.keptPaise;
    await debitRepository.transition(tx, debit.id, ['requested'], {
      state: 'succeeded',
      gatewayRef: result.debitRef,
      repaymentId: settled.repaymentId,
      refundPaise: excess,
      settledAt: now,
      updatedAt: now,
    });
    const told: Notice[] = settled.notice ? [settled.notice] : [];
    if (excess > 0) {
      await ledgerRepository.post(tx, {
        kind: 'mandate_excess',
        eventKey: `mandate_excess:${debit.id}`,
        customerId: order.customerId,
        orderId: order.id,
        lines: debitExcessJournal(excess),
        now,
      });
      await jobQueue.enqueue(tx, {
        kind: MANDATE_REFUND_JOB,
        payload: { debitId: debit.id },
        runAt: now,
        now,
      });
      told.push(
        await ctx.writeNotice(tx, {
          customerId: order.customerId,
          template: 'mandate_debit_refund',
          params: { amount: rupees(result.amountPaise), owed: rupees(excess), orderNo: order.orderNo },
        }),
      );
    }
    return told;
  });
  if (!notices) return 'ignored';
  for (const notice of notices) await ctx.notify(notice);
  return 'applied';
}

/**
 * Every repayment that settles (repayment module's onRepaid, in its
 * transaction, the order locked): a notified debit not yet requested is
 * lowered to what will be due on its day, or cancelled when nothing will
 * (never raised). A loan settled or exited ends its mandate (revoked_by
 * 'settled'), at the gateway by a job after commit.
 */
export async function onRepaid(
  ctx: DebitContext,
  tx: Executor,
  orderId: string,
  outcome: Settlement['outcome'],
  now: Date,
): Promise<void> {
  const notified = await debitRepository.lockOfOrder(tx, orderId, ['notified']);
  const closed = outcome === 'settled' || outcome === 'exited';
  const mandate = closed ? await mandateRepository.lockOpenOfOrder(tx, orderId) : undefined;
  if (notified.length === 0 && !mandate) return;
  const order = await orderRepository.findById(tx, orderId);
  if (!order) return;
  for (const debit of notified) {
    // What its day will owe, penal charges to then included (a retry's notice counted them too).
    const due = closed ? 0 : await ctx.deps.dueOn(tx, order, debitDayOf(debit));
    if (due <= 0) {
      const notice = await cancel(ctx, tx, debit, order.orderNo, now);
      if (notice)
        await jobQueue.enqueue(tx, { kind: MANDATE_SMS_JOB, payload: { ...notice }, runAt: now, now });
    } else if (due < debit.amountPaise) {
      await debitRepository.transition(tx, debit.id, ['notified'], { amountPaise: due, updatedAt: now });
    }
  }
  if (mandate && (await mandateRepository.revokeSettled(tx, mandate.id, now)) && mandate.gatewayRef) {
    await jobQueue.enqueue(tx, {
      kind: MANDATE_REVOKE_JOB,
      payload: { gatewayRef: mandate.gatewayRef },
      runAt: now,
      now,
    });
  }
}

/** Job: a notice written in a repayment's transaction goes by SMS after commit. */
export async function runSms(ctx: DebitContext, job: JobRow): Promise<void> {
  const { customerId, template, params } = job.payload as unknown as Notice;
  await ctx.notify({ customerId, template, params });
}

/** Job: the gateway ends a settled loan's mandate (idempotent at the gateway). */
export async function runRevoke(ctx: DebitContext, job: JobRow): Promise<void> {
  await ctx.deps.gateway.revoke(String(job.payload.gatewayRef ?? ''));
}

/**
 * Job: pays an excess debit back to the loan's payout account, with the
 * debit's own key (asking again returns the same payout). Paid: the refund
 * journal and its reference; pending: asked again later; refused: left for
 * staff (the refund stays owed in borrower_refund_payable).
 */
export async function runRefund(ctx: DebitContext, job: JobRow): Promise<void> {
  const { db, payouts, cipher } = ctx.deps;
  const debit = await debitRepository.find(db, String(job.payload.debitId ?? ''));
  if (!debit || debit.refundPaise <= 0 || debit.refundRef) return;
  const order = await orderRepository.findById(db, debit.orderId);
  if (!order?.payoutAccountEnc || !order.payoutIfsc) throw new Error('no payout account for the refund');
  const application = await applicationRepository.findById(db, order.applicationId);
  const status = await payouts.request({
    idempotencyKey: `refund:${debit.idempotencyKey}`,
    accountNumber: cipher.decrypt(order.payoutAccountEnc, 'account'),
    ifsc: order.payoutIfsc,
    amountPaise: debit.refundPaise,
    beneficiaryName: application?.steps.identity?.name ?? '',
  });
  const now = ctx.now();
  if (status.status === 'pending') {
    await jobQueue.enqueue(db, {
      kind: MANDATE_REFUND_JOB,
      payload: { debitId: debit.id },
      runAt: new Date(now.getTime() + ctx.deps.checkSeconds * 1000),
      now,
    });
    return;
  }
  if (status.status === 'failed') {
    ctx.deps.logger.error({ debit: debit.id, reason: status.reason }, 'auto-debit refund refused');
    return;
  }
  await transact(db, async (tx) => {
    const locked = await debitRepository.lock(tx, debit.id);
    if (!locked || locked.refundRef) return;
    await ledgerRepository.post(tx, {
      kind: 'mandate_refund',
      eventKey: `mandate_refund:${debit.id}`,
      customerId: debit.customerId,
      orderId: debit.orderId,
      lines: debitRefundJournal(debit.refundPaise),
      now,
    });
    await debitRepository.transition(tx, debit.id, ['succeeded'], { refundRef: status.utr, updatedAt: now });
  });
}
