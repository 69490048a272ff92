import { randomUUID } from 'node:crypto';
import { addDays } from '@app/domain';
import type { Executor } from '../../db/client';
import { transact } from '../../db/transaction';
import type { Notice } from '../../platform/notifier';
import { lockOrder } from '../orders';
import { bookRepository, dueBy } from '../repayment';
import { cancel } from './debit-cancel';
import {
  DEBIT_CHECK_AFTER_MS,
  DEBIT_FROM_HOUR,
  type DebitContext,
  dayText,
  NOTICE_FROM_HOUR,
  NOTICE_LEAD_MS,
  rupees,
} from './debit-context';
import { debitRepository, type MandateDebitRow, mandateRepository } from './debit-repository';
import { applyDebitResult } from './debit-settlement';

/**
 * The pre-debit notice (issue 32, point 3): on the day before an
 * instalment's due day (India time), from 09:00, each active mandate's
 * unpaid instalment due tomorrow is notified once per attempt with what will
 * be due then (never above the mandate's maximum), at the gateway, in the
 * message center and by SMS. A failed debit with retries left is notified
 * again the same way. The unique (mandate, due day, attempt) makes it once.
 */
export async function runNotices(ctx: DebitContext): Promise<number> {
  if (ctx.istHour() < NOTICE_FROM_HOUR) return 0;
  const { db, gateway } = ctx.deps;
  const today = ctx.today();
  const candidates = await debitRepository.toNotify(db, addDays(today, 1), 1 + ctx.deps.retries);
  let sent = 0;
  for (const candidate of candidates) {
    const notified = await transact(db, async (tx) => {
      const order = await lockOrder(tx, candidate.mandate.orderId);
      if (order?.state !== 'disbursed') return null;
      const mandate = await mandateRepository.lock(tx, candidate.mandate.id);
      if (mandate?.state !== 'active') return null;
      // A retry is presented tomorrow (its own 24 hours' notice): what is due then, overdue and penal charges included.
      const debitDay = addDays(today, 1);
      const amount = Math.min(await ctx.deps.dueOn(tx, order, debitDay), mandate.maxAmountPaise);
      if (amount <= 0) return null;
      const debit = await debitRepository.insertNotified(
        tx,
        {
          id: randomUUID(),
          mandateId: mandate.id,
          orderId: order.id,
          customerId: order.customerId,
          instalmentNumber: candidate.number,
          dueDay: candidate.dueDay,
          amountPaise: amount,
          attempt: candidate.attempt,
        },
        ctx.now(),
      );
      if (!debit) return null;
      const notice = await ctx.writeNotice(tx, {
        customerId: order.customerId,
        template: 'mandate_debit_notice',
        params: { amount: rupees(amount), date: dayText(debitDay), orderNo: order.orderNo },
      });
      return { debit, notice, gatewayRef: mandate.gatewayRef, debitDay };
    });
    if (!notified) continue;
    sent += 1;
    if (notified.gatewayRef) {
      await gateway
        .notifyDebit({
          gatewayRef: notified.gatewayRef,
          idempotencyKey: notified.debit.idempotencyKey,
          amountPaise: notified.debit.amountPaise,
          debitDay: notified.debitDay,
        })
        .catch((err: unknown) =>
          ctx.deps.logger.warn({ err, debit: notified.debit.id }, 'pre-debit notice not sent'),
        );
    }
    await ctx.notify(notified.notice);
  }
  return sent;
}

/**
 * The debit (issue 32, point 4): on its day from 10:00 India time, and only
 * 24 hours or more after its notice, a notified debit asks for what is due
 * now, never more than it announced. Nothing due, or a mandate paused or
 * ended: it is cancelled and the borrower told no debit was taken. The
 * request is committed ('requested', with its key) before the gateway is
 * asked, so a crash between the two repeats the question, never the debit.
 */
export async function runDebits(ctx: DebitContext): Promise<number> {
  if (ctx.istHour() < DEBIT_FROM_HOUR) return 0;
  const { db } = ctx.deps;
  const ready = await debitRepository.ready(db, ctx.today(), new Date(ctx.now().getTime() - NOTICE_LEAD_MS));
  let requested = 0;
  for (const candidate of ready) {
    const decided = await transact(db, (tx) => decide(ctx, tx, candidate));
    if (decided.notice) await ctx.notify(decided.notice);
    if (decided.request) {
      requested += 1;
      await present(ctx, decided.request);
    }
  }
  return requested;
}

async function decide(
  ctx: DebitContext,
  tx: Executor,
  candidate: MandateDebitRow,
): Promise<{ notice: Notice | null; request: { debit: MandateDebitRow; gatewayRef: string } | null }> {
  const none = { notice: null, request: null };
  const order = await lockOrder(tx, candidate.orderId);
  const debit = await debitRepository.lock(tx, candidate.id);
  if (!order || debit?.state !== 'notified') return none;
  const mandate = await mandateRepository.lock(tx, debit.mandateId);
  const now = ctx.now();
  const due = order.state === 'disbursed' ? dueBy(await bookRepository.load(tx, order.id), ctx.today()) : 0;
  const amount = Math.min(debit.amountPaise, due, mandate?.maxAmountPaise ?? 0);
  if (mandate?.state !== 'active' || !mandate.gatewayRef || amount <= 0) {
    return { notice: await cancel(ctx, tx, debit, order.orderNo, now), request: null };
  }
  const moved = await debitRepository.transition(tx, debit.id, ['notified'], {
    state: 'requested',
    requestedPaise: amount,
    requestedAt: now,
    updatedAt: now,
  });
  return moved ? { notice: null, request: { debit: moved, gatewayRef: mandate.gatewayRef } } : none;
}

/** Asks the gateway for a requested debit (again, after a crash: same key, same answer) and applies a final answer. */
async function present(ctx: DebitContext, request: { debit: MandateDebitRow; gatewayRef: string }) {
  const { debit, gatewayRef } = request;
  try {
    const result = await ctx.deps.gateway.debit({
      gatewayRef,
      idempotencyKey: debit.idempotencyKey,
      amountPaise: debit.requestedPaise ?? debit.amountPaise,
    });
    await applyDebitResult(ctx, debit.idempotencyKey, result);
  } catch (err) {
    // The check run asks again with the same key.
    ctx.deps.logger.warn({ err, debit: debit.id }, 'debit request not answered');
  }
}

/**
 * Requested debits with no result after a few minutes: their status is
 * asked; one the gateway never received (a crash before the request left)
 * is requested again with its key.
 */
export async function runChecks(ctx: DebitContext): Promise<number> {
  const { db, gateway } = ctx.deps;
  const stale = await debitRepository.requestedBefore(
    db,
    new Date(ctx.now().getTime() - DEBIT_CHECK_AFTER_MS),
  );
  let applied = 0;
  for (const debit of stale) {
    const status = await gateway.debitStatus(debit.idempotencyKey).catch(() => undefined);
    if (status === undefined) continue;
    if (status === null) {
      const mandate = await mandateRepository.find(db, debit.mandateId);
      if (mandate?.gatewayRef) await present(ctx, { debit, gatewayRef: mandate.gatewayRef });
      continue;
    }
    if ((await applyDebitResult(ctx, debit.idempotencyKey, status)) === 'applied') applied += 1;
  }
  return applied;
}
