/** English strings of the payment pages: waiting for the money and changing the bank account. */
export const enDisbursal = {
  disbursal: {
    title: 'Loan payout',
    /** The page's title follows the order: "Receiving your money" only while it is on its way. */
    titles: {
      waiting: 'Receiving your money',
      disbursed: 'Money received',
      failed: 'Payment failed',
      unsigned: 'Sign to receive your money',
      closed: 'Loan payout',
    },
    waitingTitle: 'Your money is on its way',
    waitingBody: 'Usually within 10 minutes.',
    canLeave: 'You can leave this page: we send you an SMS when the money arrives.',
    steps: { signed: 'Signed', sending: 'Sent to your bank', received: 'In your account' },
    doneTitle: 'Money sent to your bank account',
    received: 'Amount received',
    viewLoan: 'View my loan',
    failedTitle: 'Payment failed',
    cancelIfUnchanged: 'If the bank details are not changed by then, the loan order is canceled.',
    unsigned: 'Your loan documents are not signed yet. The money is sent after you sign.',
    changeBankTitle: 'Change bank account',
    newAccount: 'New bank account',
    mustDiffer: 'The new details must differ from the account that failed.',
    submitBank: 'Save and send the money again',
    nothingToChange: 'The bank account of this loan order cannot be changed now.',
  },
} as const;
