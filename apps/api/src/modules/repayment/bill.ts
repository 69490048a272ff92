import type { BillView } from '@app/contract';
import { AppError } from '../../http/app-error';
import { readBill } from './bill-repository';
import { allowanceOf } from './extension-history';
import type { RepaymentContext } from './repayment-context';
import { billView } from './repayment-view';

/** A loan's bill: what is owed today, the extension, the cooling-off exit and any repayment open. */
export async function bill(ctx: RepaymentContext, customerId: string, orderId: string): Promise<BillView> {
  const read = await readBill(ctx.deps.db, customerId, orderId);
  if (!read) throw new AppError('NOT_FOUND');
  const { order } = read;
  if (!['disbursed', 'settled', 'canceled_cooling_off'].includes(order.state)) {
    throw new AppError('ORDER_NOT_REPAYABLE');
  }
  return billView({
    order,
    accruedThrough: read.accruedThrough,
    book: read.book,
    balances: read.balances,
    open: read.open ?? undefined,
    extensionsPaidPaise: read.extensionsPaidPaise,
    allowance: allowanceOf(order, read.book, read.pastExtensions),
    terms: ctx.terms(order),
    now: ctx.deps.clock.now(),
    upi: ctx.upiOf,
    simulatorGateway: ctx.deps.gateway.simulate !== undefined,
  });
}
