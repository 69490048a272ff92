/** English strings of auto-debit: setting up a mandate and the mandate's card on the loan's pages. */
export const enMandate = {
  mandate: {
    title: 'Auto-debit',
    intro:
      'Optional. Your instalments are paid from your bank account on their due dates, so you never miss one. You stay in control: pause or cancel at any time.',
    termsTitle: 'What you approve',
    maxAmount: 'Most per debit',
    account: 'From account',
    frequency: 'How often',
    asPresented: 'On each due date',
    asPresentedHint: 'Only what is due on that date is taken, never more than the most per debit.',
    startDate: 'From',
    endDate: 'Until',
    failedCharge: 'Charge if a debit fails',
    noCharge: 'None',
    noticeTitle: 'Before each debit',
    notice:
      'At least 24 hours before each debit we send you a message in the app and an SMS with the amount and the date, and how to pause or pay by hand instead.',
    controlTitle: 'Pause or cancel',
    control:
      'In My Loan, at any time, with effect at once. If you pay an instalment by hand first, we take nothing for it; anything taken twice is refunded automatically.',
    railTitle: 'How to approve',
    rails: { upi_autopay: 'UPI AutoPay', enach: 'e-NACH' },
    railHints: {
      upi_autopay: 'Approve in your UPI app with your UPI PIN.',
      enach: 'Approve with net banking or your debit card.',
    },
    upiOverLimit: 'UPI AutoPay allows up to {{limit}} a debit; your instalment is more. Choose e-NACH.',
    consent:
      'I authorise up to {{amount}} a debit from {{account}} on each due date until {{date}}, each after a notice 24 hours before.',
    consentNeeded: 'Tick the box to agree first.',
    setUp: 'Set up auto-debit',
    offer: 'Pay each instalment automatically on its due date. Optional; pause or cancel any time.',
    approveTitle: 'Approve in your UPI app',
    approveHint:
      'Scan the QR code with any UPI app or open your UPI app on this phone, then approve with your UPI PIN.',
    openUpiApp: 'Open UPI app',
    openApprovePage: 'Continue to approve',
    checkAgain: 'I have approved it',
    states: {
      pending: 'Waiting for your approval',
      active: 'On',
      paused: 'Paused',
      revoked: 'Cancelled',
      expired: 'Ended',
      failed: 'Not set up',
    },
    doneActive: 'Auto-debit is on. Each instalment is paid on its due date after a notice the day before.',
    donePending: 'We are waiting for your bank to confirm. This can take a few minutes.',
    doneFailed: 'Auto-debit was not set up. You can try again or keep paying by hand.',
    tryAgain: 'Try again',
    toMyLoan: 'Back to My Loan',
    rail: 'Method',
    nextDebit: 'Next debit',
    nextDebitValue: '{{amount}} on {{date}}',
    noNextDebit: 'None planned',
    debitStates: {
      scheduled: 'Notice the day before',
      notified: 'Notice sent',
      requested: 'Being collected',
    },
    pausedHint: 'Nothing is debited while paused. Pay your instalments by hand or resume.',
    pause: 'Pause',
    resume: 'Resume',
    revoke: 'Cancel auto-debit',
    pauseConfirm:
      'Pause auto-debit? Nothing is debited until you resume; pay your instalments by hand meanwhile.',
    resumeConfirm:
      'Resume auto-debit? The next instalment is debited on its due date after a notice the day before.',
    revokeConfirm:
      'Cancel auto-debit for this loan? This cannot be undone; you can set up a new one later or pay by hand.',
    confirm: 'Yes',
    keep: 'No',
    paused: 'Auto-debit paused',
    resumed: 'Auto-debit resumed',
    revoked: 'Auto-debit cancelled',
  },
} as const;
