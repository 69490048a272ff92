/**
 * The loan documents' words in English. `{{name}}` is filled from the order;
 * texts-hi.ts and texts-zh.ts must have the same keys (their type says so).
 */
export const DOC_TEXT_EN = {
  common: {
    orderNo: 'Loan number',
    date: 'Date',
    borrower: 'Borrower',
    lender: 'Lender',
    lsp: 'Lending service provider',
    footer: '{{lender}} · Grievance officer: {{officer}}, {{officerEmail}}, {{officerPhone}}',
    days: '{{n}} days',
    months: '{{n}} months',
    perDay: '{{rate}}% per day',
    perYear: '{{rate}}% per year',
    fortnightly: 'Every {{n}} days',
    oneTime: 'One-time',
    none: 'None',
    notApplicable: 'Not applicable',
    product: { personal: 'Personal loan', salary: 'Salary loan' },
    signedTitle: 'Signed electronically',
    signedBy: 'Signed by {{name}} on {{time}} (IST)',
    signedFrom: 'From IP address {{ip}}, device: {{device}}',
    signedOtp: 'Consent confirmed with a one-time code sent to {{phone}}',
    signedEsp:
      'Consent given and signed with Aadhaar eSign (OTP) through {{provider}}, signer reference {{reference}}',
    signedHash: 'Document fingerprint (SHA-256): {{hash}}',
  },
  kfs: {
    title: 'Key Fact Statement',
    subtitle: 'Part 1: interest rate and fees or charges (RBI format)',
    lender: 'Lender (regulated entity)',
    lenderValue: '{{lender}}, {{address}}',
    registration: "The lender's RBI certificate of registration",
    lspName: 'Lending service provider (LSP)',
    noLsp: 'None: {{brand}} is the own app of {{lender}}',
    validity: 'Validity of this KFS',
    validityValue:
      'Until {{date}} IST ({{days}} days): sign by then, or the loan is priced again at the rates then applying',
    loanType: 'Type of loan',
    amount: 'Sanctioned loan amount',
    disbursal: 'Disbursal schedule',
    disbursalValue: '100% upfront, to your bank account; interest runs from the date of disbursal',
    term: 'Loan term',
    instalmentType: 'Type of instalments',
    instalmentCount: 'Number of instalments',
    instalmentAmount: 'Instalment amount',
    instalmentRange: '{{first}} (first) to {{last}} (last)',
    firstDue: 'Repayment starts on',
    rate: 'Interest rate and type',
    rateValue: '{{daily}} per day ({{annual}} per year), fixed',
    floating: 'Floating rate details',
    feesTitle: 'Fees and charges',
    feesToLender: 'Payable to the lender',
    feesToThirdParty: 'Payable to a third party through the lender',
    serviceFee: 'Processing fee: service fee (one-time)',
    insurance: 'Insurance charges',
    ticketFee: 'Ticket (documentation) fee (one-time)',
    gst: 'GST at 18% on {{base}}',
    gstBaseAll: 'all fees',
    gstBaseService: 'the service fee',
    creditReportFee: 'Credit score reporting fee, to the credit bureau (one-time)',
    coupon: 'Coupon applied',
    totalDeduction: 'Total deducted before payout',
    received: 'Net amount disbursed to you',
    apr: 'Annual Percentage Rate (APR)',
    aprNote:
      'The APR is the internal rate of return of the net amount disbursed against the scheduled instalments, per instalment period, multiplied by the number of periods in a year ({{periods}}).',
    contingentTitle: 'Contingent charges',
    penal: 'Penal charges for delayed payment',
    penalValue: '{{rate}}% of the overdue instalment per day, no compounding',
    otherPenal: 'Other penal charges',
    otherPenalValue: 'A penalty fee of {{fee}} once, on the first day an instalment is overdue',
    extension: 'Extension (rollover) of a due date',
    extensionValue:
      "{{days}} days more, principal unchanged, no penal charge in the extended period. Paid on the day: the interest to date, any penal charges owed and a fee of {{fee}}% of the principal owed{{gst}}. Interest at the loan's rate runs on the principal for the added days and is due with the instalment on its new due date. The app shows each of these amounts and the total cost before you pay. At most {{max}} extensions in a row, until an instalment is paid.",
    extensionGst: ' plus GST',
    extensionNone: 'Not offered for this loan',
    foreclosure: 'Foreclosure (prepayment) charges',
    bounce: 'Bounce (payment dishonour) charges',
    bounceValue: '{{fee}} for each auto-debit that fails, and no other',
    autoDebit: 'Auto-debit (UPI AutoPay or e-NACH)',
    autoDebitValue:
      'Optional: you may always repay by hand in the app. If you set it up, a debit is made only on a due date and for at most the amount then due, after a notice at least 24 hours before each debit; you can pause or cancel it at any time in the app. Charge on a failed debit: {{charge}}.',
    switching: 'Switching between floating and fixed rate',
    part2: 'Part 2: other qualitative information',
    recoveryClause: 'Clause of the loan agreement on recovery agents',
    recoveryClauseValue: 'Clause 8',
    grievanceClause: 'Clause of the loan agreement on grievance redressal',
    grievanceClauseValue: 'Clause 10',
    officer: 'Nodal grievance redressal officer of the lender',
    lspOfficer: 'Grievance redressal officer of the LSP',
    escalation: 'If a complaint is not resolved in 30 days',
    escalationValue:
      'RBI Integrated Ombudsman: {{cms}}. To check a lender or report an unauthorised one: RBI Sachet, {{sachet}}',
    transfer: 'May the loan be transferred to another lender or securitised?',
    transferValue: 'No',
    coLending: 'Co-lending arrangement',
    coLendingValue: 'Not applicable: the lender alone lends',
    coolingOff: 'Cooling-off (look-up) period',
    coolingOffValue:
      '{{hours}} hours from disbursal: you may end the loan in the app ("End the loan now" on the loan\'s bill) by repaying the principal and the interest for the days you held the money, never more than repaying in full at that moment, with no penalty. The one-time fees and GST above are not refunded (a disclosed processing fee may be retained).',
    lsp: 'Lending service provider acting as recovery agent',
    lspRecoveryValue:
      "None. {{lsp}} reminds you of dues in the app and by SMS and takes your repayments in the app straight into the lender's account; it is not a recovery agent and makes no recovery calls or visits.",
    annexB: 'Annex B: computation of the APR',
    rateType: 'Rate of interest type',
    fixed: 'Fixed',
    rateOnly: 'Rate of interest',
    processingFee: 'Processing fee (service fee)',
    otherFees: 'Other charges payable to the lender (ticket fee and GST)',
    thirdPartyFees: 'Charges payable to a third party through the lender (credit score reporting fee)',
    disbursalSchedule: 'Schedule and date of disbursal',
    disbursalDateValue:
      '100% in one payment on signing, planned for {{date}}; interest from the date of disbursal',
    dueDates: 'Due dates of instalments',
    dueDatesValue:
      'Every {{n}} days from the date of disbursal: {{first}} to {{last}} if disbursed as planned',
    totalInterest: 'Total interest',
    totalFees: 'Total fees and charges (net of coupon)',
    totalPaid: 'Total amount you repay',
    annexC: 'Annex C: repayment schedule',
    scheduleNote:
      'Dates for a disbursal on {{date}}. Interest runs from the date of disbursal: if the money reaches you on a later day, every due date moves by the same number of days.',
    scheduleColumns: ['No.', 'Due date', 'Outstanding principal', 'Principal', 'Interest', 'Instalment'],
  },
  letter: {
    title: 'Sanction Letter',
    greeting: 'Dear {{name}},',
    body: 'We are pleased to sanction your loan on the terms below. The Key Fact Statement and the Loan Agreement, which you sign together with this letter, set out every charge and your rights in full.',
    termsTitle: 'Sanctioned terms',
    validity:
      'This sanction is valid until {{date}}; after that the terms are offered again at the rates then applying.',
    conditionsTitle: 'Conditions',
    conditions: [
      'The loan is paid only to the bank account in your own name that you gave in your application.',
      'You may repay early at any time without a foreclosure charge.',
      'Repaying on time improves your credit record and unlocks higher amounts and longer terms.',
    ],
    closing: 'Yours sincerely, for {{lender}}',
  },
  loan: {
    title: 'Loan Agreement',
    chargesTitle: 'Schedule of charges (as in the Key Fact Statement)',
    /** Clause 4's extension terms (decision 068), or the loan cannot be extended (a cap of 0). */
    extension:
      "At the Borrower's request, and if fewer than {{maxExtensions}} extensions have been made since the last instalment was paid (or since disbursal), the Lender may move the next due date by {{extensionDays}} days (counted from the day of the extension when the instalment is already overdue), the later due dates keeping their spacing, against payment of the interest to date, any penal charges owed and an extension fee of {{extensionFee}}% of the principal owed{{extensionGst}}; interest at the contract rate continues on the principal for the added days and is payable with the instalment on its new due date; the principal is unchanged and no penal charge accrues in the extended period.",
    noExtension: 'The loan cannot be extended.',
    /** Clause 3's bounce sentence: no charge, or the charge on a failed auto-debit (MANDATE_FAILED_DEBIT_CHARGE_PAISE). */
    bounceNone: 'There is no bounce charge, a failed auto-debit included, and no foreclosure charge.',
    bounceCharged:
      'A failed auto-debit costs {{fee}} each time; there is no other bounce charge and no foreclosure charge.',
    /** Clause 4's auto-debit terms (issue 32). */
    autoDebit:
      'Auto-debit by UPI AutoPay or e-NACH is optional. If the Borrower sets it up, the Lender debits only on a due date and at most the amount then due, after a notice to the Borrower at least 24 hours before each debit; the Borrower may pause or cancel it at any time in the app, and it ends when the loan is repaid. Charge on a failed debit: {{charge}}.',
    parties:
      'This agreement is made on {{date}} between {{lender}}, a non-banking financial company registered with the Reserve Bank of India (certificate of registration {{registration}}), of {{lenderAddress}} ("the Lender"), and {{name}}, of {{address}} ("the Borrower"), {{platform}}.',
    viaLsp: "through the {{product}} app of {{lsp}}, the Lender's lending service provider",
    viaOwnApp: "through the Lender's own {{product}} app",
    clauses: [
      [
        '1. The loan',
        "The Lender lends the Borrower {{amount}} for {{term}}. The Lender pays {{received}} to the Borrower's own bank account after deducting the one-time fees and GST listed in the Key Fact Statement, which forms part of this agreement.",
      ],
      [
        '2. Interest',
        'Interest is charged at {{daily}} per day on the principal outstanding, for the days it is outstanding, from the date of disbursal. The rate is fixed for the term of the loan.',
      ],
      [
        '3. Fees',
        'The Borrower pays only the charges in the schedule of charges at the end of this agreement, the same as in the Key Fact Statement: the one-time fees and their GST, deducted at disbursal, and the contingent charges (penal charges, the penalty fee, and the extension fee with its GST). {{bounceTerms}} No fee or charge that is not in the Key Fact Statement will be charged.',
      ],
      [
        '4. Repayment',
        'The Borrower repays in {{count}} instalments, every {{period}} days, on the dates in the repayment schedule, starting on {{firstDue}}. Payments are made in the app by UPI or bank transfer. {{autoDebitTerms}} {{extensionTerms}}',
      ],
      [
        '5. Early repayment',
        'The Borrower may repay all or part of the loan at any time. Repaying the whole loan pays interest only up to the day of payment. A part payment beyond what is due goes to principal, and interest from that day runs on the principal still owed. An instalment paid before its due date is paid as scheduled, never more than repaying the whole loan at that moment. There is no foreclosure charge.',
      ],
      [
        '6. Late payment',
        'An instalment not paid on its due date attracts a penal charge of {{penal}}% of the overdue instalment per day, without compounding and without a change to the interest rate, and a one-time penalty fee of {{penaltyFee}} on its first overdue day. The Lender will remind the Borrower before and after the due date, stating the penal rate and any penal charges levied.',
      ],
      [
        '7. Credit reporting',
        'The Lender reports the loan and its repayment to credit information companies as the law requires.',
      ],
      [
        '8. Recovery',
        "The Lender follows the Reserve Bank of India's Fair Practices Code. Recovery agents, if engaged, are named to the Borrower in advance, call only between 08:00 and 19:00, and never threaten, harass or contact the Borrower's contacts about the debt. No lending service provider acts as a recovery agent for this loan.",
      ],
      [
        '9. Cooling-off period',
        'Within {{hours}} hours of disbursal the Borrower may end the loan in the app ("End the loan now" on the loan\'s bill) by repaying the principal and the interest for the days held, never more than repaying the whole loan at that moment, with no penalty. The one-time fees and their GST deducted at disbursal, disclosed in the Key Fact Statement, are not refunded.',
      ],
      [
        '10. Grievance redressal',
        "Complaints go to customer service at {{email}}. If not resolved within 30 days, the Borrower may write to the grievance officer, {{officer}} ({{officerEmail}}, {{officerPhone}}), and then to the Reserve Bank of India's Integrated Ombudsman at https://cms.rbi.org.in.",
      ],
      [
        '11. Data',
        "The Lender uses the Borrower's data only to assess, service and report this loan, with the consent the Borrower gave, and does not read the Borrower's contact list, files or media.",
      ],
      [
        '12. Law and signature',
        'This agreement is governed by the laws of India. The Borrower signs it electronically; the signature, its time, device and the one-time code consent are recorded with the document.',
      ],
    ],
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };
export type DocTexts = Widen<typeof DOC_TEXT_EN>;
