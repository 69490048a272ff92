import { payoffOwing, randomFileName } from '@app/domain';
import type { Executor } from '../../db/client';
import type { RepaymentMethod } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Notice } from '../../platform/notifier';
import { lockOrder } from '../orders';
import { accrueLocked } from './accrual';
import type { RepaymentContext } from './repayment-context';
import { repaymentRepository } from './repayment-repository';
import { settle } from './settle-repayment';

/**
 * Money finance posted by hand (decision 087): in the caller's transaction,
 * with the order locked and its books brought up to today, the whole amount
 * settles as a repayments row of the receipt's method through the same
 * settle path as a UPI payment: a payoff ('full') when it covers what the
 * loan owes, the excess then owed back (borrower_refund_payable); a part
 * payment ('partial', oldest first) otherwise. A settled loan refuses it.
 */
export async function settleReceipt(
  ctx: RepaymentContext,
  tx: Executor,
  orderId: string,
  receipt: { amountPaise: number; method: RepaymentMethod; utr: string | null },
  now: Date,
): Promise<{ repaymentId: string; keptPaise: number; excessPaise: number; notice: Notice }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.state !== 'disbursed') {
    throw new AppError(order.closedAt ? 'RECEIPT_LOAN_SETTLED' : 'ORDER_NOT_REPAYABLE');
  }
  const day = ctx.today();
  const book = await accrueLocked(ctx, tx, order, day);
  const payoff = payoffOwing(book).totalPaise;
  if (payoff === 0) throw new AppError('RECEIPT_LOAN_SETTLED');
  const inserted = await repaymentRepository.insert(
    tx,
    {
      orderId: order.id,
      customerId: order.customerId,
      kind: receipt.amountPaise >= payoff ? 'full' : 'partial',
      method: receipt.method,
      amountPaise: receipt.amountPaise,
      couponId: null,
      couponPaise: 0,
      reference: `RS${randomFileName()}`,
      quotedDay: day,
      newDueDay: null,
    },
    now,
  );
  await repaymentRepository.transition(tx, inserted.id, ['initiated'], {
    state: 'processing',
    ...(receipt.utr ? { utr: receipt.utr } : {}),
    updatedAt: now,
  });
  const row = { ...inserted, state: 'processing' as const };
  const notice = await settle(ctx, tx, order, row, receipt.amountPaise, now);
  const excessPaise = Math.max(0, receipt.amountPaise - payoff);
  return { repaymentId: row.id, keptPaise: receipt.amountPaise - excessPaise, excessPaise, notice };
}
