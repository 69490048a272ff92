import type { MessageTarget } from '@app/contract';
import { messageTargetPage, ORDER_TARGET_PAGES } from '@app/domain';
import type { Executor } from '../../db/client';
import type { MessageRow } from '../../db/schema';
import { orderRepository } from '../orders/order-repository';

/**
 * The screen a message leads to. A loan's screen needs the order: the message
 * names it by number, looked up among the reader's own orders; when it cannot
 * be found (an old message, a number that is not theirs) the link goes to My
 * Loan, which lists every loan, rather than to a bill that would not open.
 */
export async function resolveMessageTarget(
  db: Executor,
  customerId: string,
  row: Pick<MessageRow, 'template' | 'params'>,
): Promise<MessageTarget | null> {
  const page = messageTargetPage(row.template);
  if (!page) return null;
  if (!ORDER_TARGET_PAGES.has(page)) return { page, orderId: null };
  const orderNo = row.params.orderNo;
  const orderId =
    typeof orderNo === 'string'
      ? await orderRepository.findOwnIdByOrderNo(db, customerId, orderNo)
      : undefined;
  return orderId ? { page, orderId } : { page: 'loan', orderId: null };
}
