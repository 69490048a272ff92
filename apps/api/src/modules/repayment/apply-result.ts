import type { CollectionFailure, CollectionStatus } from '../../adapters/collections';
import type { Executor } from '../../db/client';
import type { LoanOrderRow, RepaymentRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import type { Notice } from '../../platform/notifier';
import { couponRepository } from '../coupons';
import { lockOrder } from '../orders';
import { type RepaymentContext, rupees } from './repayment-context';
import { repaymentRepository } from './repayment-repository';
import { settle } from './settle-repayment';

/**
 * Applies the collection side's word on one repayment, once: only a
 * repayment in progress moves, so a replayed, late or out-of-order result
 * changes nothing (terminal states never go back). `within` runs in the
 * same transaction once the result applied (finance's audit entry, when a
 * person decided in the console).
 */
export async function applyResult(
  ctx: RepaymentContext,
  reference: string,
  status: CollectionStatus,
  within?: (tx: Executor, before: RepaymentRow) => Promise<void>,
): Promise<'applied' | 'ignored'> {
  if (status.status === 'pending') return 'ignored';
  const notice = await transact(ctx.deps.db, async (tx) => {
    const row = await repaymentRepository.lockByReference(tx, reference);
    if (row?.state !== 'processing') return null;
    const order = await lockOrder(tx, row.orderId);
    if (!order) return null;
    const now = ctx.deps.clock.now();
    const decided =
      status.status === 'failed'
        ? await fail(ctx, tx, order, row, status.reason, now)
        : await settle(ctx, tx, order, row, status.amountPaise, now);
    await within?.(tx, row);
    return decided;
  });
  await ctx.notify(notice);
  return notice ? 'applied' : 'ignored';
}

/** The money did not come: the repayment fails and its coupon comes back. */
async function fail(
  ctx: RepaymentContext,
  tx: Executor,
  order: LoanOrderRow,
  row: RepaymentRow,
  reason: CollectionFailure,
  now: Date,
): Promise<Notice> {
  await repaymentRepository.transition(tx, row.id, ['processing'], {
    state: 'failed',
    failureReason: reason,
    updatedAt: now,
    settledAt: now,
  });
  if (row.couponId) await couponRepository.releaseOne(tx, row.couponId);
  return ctx.writeNotice(tx, {
    customerId: row.customerId,
    template: 'repayment_failed',
    params: { amount: rupees(row.amountPaise), orderNo: order.orderNo },
  });
}
