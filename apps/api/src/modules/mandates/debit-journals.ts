import { balancedJournal, type LedgerLine } from '@app/domain';

/** An auto-debit took more than was due: the money came in, and the borrower is owed the rest back. */
export function debitExcessJournal(excessPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'collections_clearing', amountPaise: excessPaise },
    { account: 'borrower_refund_payable', amountPaise: -excessPaise },
  ]);
}

/** That excess went back to the borrower's bank through the payout gateway. */
export function debitRefundJournal(refundPaise: number): LedgerLine[] {
  return balancedJournal([
    { account: 'borrower_refund_payable', amountPaise: refundPaise },
    { account: 'disbursement_clearing', amountPaise: -refundPaise },
  ]);
}
