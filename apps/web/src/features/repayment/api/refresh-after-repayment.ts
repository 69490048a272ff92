import type { QueryClient } from '@tanstack/react-query';

/**
 * A repayment has its result: the loans, their bills, the records, the
 * coupons and Home change with it, and repaying on time may have earned a
 * limit offer.
 */
export function refreshAfterRepayment(client: QueryClient): void {
  // A bill from before the payment is never shown again, not even while the new one loads:
  // its figures (amount due, interest) are no longer what is owed.
  client.removeQueries({ queryKey: ['orders'], predicate: (query) => query.queryKey[2] === 'bill' });
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
