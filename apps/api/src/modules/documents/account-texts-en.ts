/**
 * The account documents' words in English (issue 33, decision 081): the statement,
 * the foreclosure letter, the no-dues certificate and the schedule. `{{name}}` is
 * filled in; account-texts-hi.ts and -zh.ts have the same keys (their type says so).
 */
export const ACCOUNT_TEXT_EN = {
  common: {
    issuedOn: 'Issued on',
    amountPaidOut: 'Loan amount',
    paidOutOn: 'Paid out on',
  },
  statement: {
    title: 'Statement of account',
    period: 'Period',
    periodValue: '{{from}} to {{to}}',
    summary: 'Summary',
    opening: 'Opening balance',
    debits: 'Added to what you owe',
    credits: 'Paid and credited',
    closing: 'Closing balance',
    lines: 'Transactions',
    columns: ['Date', 'Particulars', 'Debit', 'Credit', 'Balance'],
    none: 'No transactions in this period.',
    note: 'The balance is what you owe: principal, interest and charges, less any amount to be refunded to you (shown with a minus sign). It is read from the lender’s books.',
    items: {
      disbursal: 'Loan paid out',
      interest: 'Interest',
      interest_waived: 'Interest not charged (cooling-off exit)',
      penal: 'Penal charges',
      charge: 'Charge for a failed auto-debit',
      payment: 'Payment received',
      auto_debit: 'Auto-debit received',
      extension_fee: 'Extension fee with GST',
      extension_payment: 'Payment for extension',
      refund: 'Refund to you',
      other: 'Adjustment',
    },
  },
  foreclosure: {
    title: 'Foreclosure letter',
    intro:
      'To close loan {{orderNo}} in full on {{date}}, pay {{amount}}. There is no prepayment charge: interest is charged only to the day you pay.',
    validUntil: 'Valid until',
    validUntilValue: '{{date}}, 11:59 pm (IST)',
    breakdown: 'Breakdown',
    principal: 'Principal outstanding',
    interest: 'Interest to {{date}}',
    charges: 'Penal charges and fees',
    total: 'Amount to close the loan',
    howToPay: 'How to pay',
    pay: [
      'In the {{brand}} app: My Loan, Repay, then "Pay in full".',
      'By UPI to {{vpa}} ({{payee}}), quoting loan {{orderNo}}.',
      'Paid on another day, the amount differs: the app always shows what closes the loan that day.',
    ],
    after: 'Once paid, the loan is closed and a no-dues certificate is issued to you automatically.',
  },
  noc: {
    title: 'No-dues certificate',
    number: 'Certificate number',
    closedOn: 'Closed on',
    body: 'This is to certify that {{name}} has repaid loan {{orderNo}} of {{amount}}, paid out on {{paidOut}}, in full. Nothing is due on this loan, and {{lender}} has no claim on the borrower in respect of it.',
    bodyExit:
      'This is to certify that {{name}} returned loan {{orderNo}} of {{amount}}, paid out on {{paidOut}}, within the cooling-off period, and the loan is closed. Nothing is due on this loan, and {{lender}} has no claim on the borrower in respect of it.',
    bullets: [
      'Any auto-debit mandate for this loan has been cancelled.',
      'The loan will be reported to the credit bureaus as closed.',
    ],
    issuedBy: 'Issued by {{lender}}. This certificate is generated electronically.',
  },
  schedule: {
    title: 'Repayment schedule',
    intro: 'Your instalments as they stand today, after any part payments and extensions.',
    columns: ['No.', 'Due date', 'Principal', 'Interest', 'Charges', 'Paid', 'Status'],
    paidOn: 'Paid on {{date}}',
    overdue: 'Overdue',
    upcoming: 'Due',
    total: 'Total',
    outstanding: 'Outstanding today (to close the loan)',
  },
};

/** The same keys in every language (with string values where English has strings). */
export type AccountTexts = typeof ACCOUNT_TEXT_EN;
