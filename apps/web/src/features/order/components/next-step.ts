import type { OrderView } from '@app/contract';

/**
 * Where an open order goes next (Home's card and the order page): read and
 * sign, follow the payout, fix the bank account, the bill of a disbursed
 * loan (to repay it), or the order itself.
 */
export function nextStepRoute(order: Pick<OrderView, 'id' | 'state'>): string {
  const id = encodeURIComponent(order.id);
  switch (order.state) {
    case 'created':
      return `/protocol?id=${id}`;
    case 'signed':
    case 'disbursing':
      return `/pendingWaitLoan?id=${id}`;
    case 'disburse_failed':
      return `/changeBank?id=${id}`;
    case 'disbursed':
    case 'settled':
    case 'canceled_cooling_off':
      return `/bill?orderId=${id}`;
    default:
      return `/withdrawDetail?id=${id}`;
  }
}
