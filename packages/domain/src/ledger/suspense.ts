import type { LedgerLine } from './accounts';
import { balancedJournal } from './journals';

/**
 * Manual receipts and the suspense account (decision 087). Money received by
 * hand (bank transfer, cash, a cleared cheque) lands in the collection
 * account like any repayment; what names no loan is owed to someone as yet
 * unknown (suspense, a liability) until a person allocates or refunds it.
 */

/** Money received that matches no loan: in the collection account, held in suspense. */
export function suspenseReceiptJournal(amountPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'collections_clearing', amountPaise },
    { account: 'suspense', amountPaise: -amountPaise },
  ]);
}

/**
 * Suspense allocated to a loan: it leaves suspense as a collection, which the
 * loan's repayment journal then settles (debiting collections clearing), so
 * the clearing account nets to zero and the receivables fall.
 */
export function suspenseAllocationJournal(amountPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'suspense', amountPaise },
    { account: 'collections_clearing', amountPaise: -amountPaise },
  ]);
}

/** Suspense paid back to the payer's bank through the payout gateway. */
export function suspenseRefundJournal(amountPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'suspense', amountPaise },
    { account: 'disbursement_clearing', amountPaise: -amountPaise },
  ]);
}

/** A receipt's excess over what its loan owed (borrower_refund_payable), paid back through the payout gateway. */
export function receiptRefundJournal(amountPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'borrower_refund_payable', amountPaise },
    { account: 'disbursement_clearing', amountPaise: -amountPaise },
  ]);
}
