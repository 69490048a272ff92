import type { MessageTarget } from '@app/contract';
import {
  isStaffMessageTarget,
  messageTargetPage,
  ORDER_TARGET_PAGES,
  STAFF_MESSAGE_TEMPLATE,
} from '@app/domain';
import type { Executor } from '../../db/client';
import type { MessageRow } from '../../db/schema';
import { orderRepository } from '../orders';

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
  // A staff message names its screen (never one loan's) in its params.
  if (row.template === STAFF_MESSAGE_TEMPLATE) {
    return isStaffMessageTarget(row.params.target) ? { page: row.params.target, orderId: null } : null;
  }
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
