/**
 * The ledger's accounts (ARCHITECTURE "Money"). Amounts on an entry are
 * signed paise: a debit is positive, a credit negative, so a journal balances
 * when its entries sum to zero. Asset and expense accounts grow by debits;
 * liability and income accounts by credits.
 */
export const LEDGER_ACCOUNTS = [
  /** Asset: principal the borrower owes. */
  'principal_receivable',
  /** Asset: interest the borrower owes. */
  'interest_receivable',
  /** Asset: penal charges the borrower owes. */
  'penal_receivable',
  /** Asset (contra): money on its way out to a borrower's bank through the payout gateway. */
  'disbursement_clearing',
  /** Asset: money on its way in from borrowers through the collection gateway. */
  'collections_clearing',
  /** Income: service and ticket fees. */
  'fee_income',
  /** Income: interest. */
  'interest_income',
  /** Income: penal charges. */
  'penal_income',
  /** Liability: GST collected, owed to the government. */
  'gst_payable',
  /** Liability: fees collected for third parties (the credit bureau's reporting fee). */
  'third_party_payable',
  /** Expense: coupons the lender pays for. */
  'coupon_expense',
  /** Expense: referral rewards. */
  'referral_rewards',
  /** Liability: money a borrower paid beyond what they owed, to be refunded. */
  'borrower_refund_payable',
  /** Expense: penal charges waived and one-time settlement concessions (decision 088). */
  'waiver_expense',
  /** Expense: loans written off, what they owed moved here from the receivables (decision 088). */
  'write_off_expense',
  /** Income: money recovered on a loan after its write-off. */
  'recovery_income',
  /** Liability: money received that matches no loan yet, held until a person allocates or refunds it (decision 087). */
  'suspense',
] as const;

export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** Signed paise: debit > 0, credit < 0. */
  amountPaise: number;
}
