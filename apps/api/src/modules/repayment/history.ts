import type { RepaymentList, RepaymentView } from '@app/contract';
import { AppError } from '../../http/app-error';
import { orderRepository } from '../orders';
import type { RepaymentContext } from './repayment-context';
import { repaymentRepository } from './repayment-repository';

/** One of the customer's repayments. */
export async function getRepayment(
  ctx: RepaymentContext,
  customerId: string,
  id: string,
): Promise<RepaymentView> {
  const { db } = ctx.deps;
  const row = await repaymentRepository.findOwn(db, customerId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const order = await orderRepository.findById(db, row.orderId);
  return ctx.view(row, order?.orderNo ?? '');
}

/** The customer's repayments of the last three months. */
export async function history(ctx: RepaymentContext, customerId: string): Promise<RepaymentList> {
  const { db } = ctx.deps;
  const now = ctx.deps.clock.now();
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - 3);
  const rows = await repaymentRepository.listOwnSince(db, customerId, since);
  const orders = new Map((await orderRepository.listOwn(db, customerId)).map((o) => [o.id, o.orderNo]));
  return {
    repayments: rows.map((row) => ctx.view(row, orders.get(row.orderId) ?? '')),
    since: since.toISOString(),
  };
}
