import type { QueryClient } from '@tanstack/react-query';

/**
 * A repayment has its result: the loans, their bills, the records, the
 * coupons and Home change with it, and repaying on time may have earned a
 * limit offer.
 */
export function refreshAfterRepayment(client: QueryClient): void {
  for (const queryKey of [
    ['orders'],
    ['repayments', 'list'],
    ['home'],
    ['offers'],
    ['coupons'],
    ['withdraw'],
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
