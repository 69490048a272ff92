import { z } from 'zod';
import { IsoDateTime } from './common';

const Paise = z.number().int();
const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The spec's repayment display states (§4), derived on the business day in
 * India: pending repayment, due today, expires in N days, overdue N days,
 * repayment in progress, settled; canceled_cooling_off for an exited loan.
 */
export const BILL_STATES = [
  'pending_repayment',
  'expires_in',
  'due_today',
  'overdue',
  'repayment_in_progress',
  'settled',
  'canceled_cooling_off',
] as const;
export type BillState = (typeof BILL_STATES)[number];

export const OwingSchema = z
  .object({ principalPaise: Paise, interestPaise: Paise, penalPaise: Paise, totalPaise: Paise })
  .meta({ id: 'Owing' });
export type Owing = z.infer<typeof OwingSchema>;

export const BillInstalmentSchema = z
  .object({
    number: z.number().int(),
    dueDay: DayKey,
    principalPaise: Paise,
    interestPaise: Paise,
    /** Late interest and the penalty fee charged on it so far. */
    penalPaise: Paise,
    paidPaise: Paise,
    /** Still owed of it, counting its whole interest. */
    owedPaise: Paise,
    paidDay: DayKey.nullable(),
    state: z.enum(['paid', 'overdue', 'due_today', 'upcoming']),
  })
  .meta({ id: 'BillInstalment' });
export type BillInstalment = z.infer<typeof BillInstalmentSchema>;

/**
 * An extension's whole cost before paying (issue 30, decision 068): what is
 * paid now (interest to date, overdue charges, the fee and its GST), the
 * interest the added days put on the loan (owed at the new due days), what
 * falls due on the new due day, and how many extensions in a row are left.
 */
export const ExtensionQuoteSchema = z
  .object({
    /** Interest accrued to date: paid now. */
    interestPaise: Paise,
    /** Overdue charges already owed: paid now. */
    penalPaise: Paise,
    feePaise: Paise,
    gstPaise: Paise,
    /** Paid now: interestPaise + penalPaise + feePaise + gstPaise. */
    totalPaise: Paise,
    /** The interest the added days put on the loan, owed with the instalments at their new due days. */
    addedInterestPaise: Paise,
    /** What the extension itself costs: feePaise + gstPaise + addedInterestPaise. */
    costPaise: Paise,
    newDueDay: DayKey,
    /** Due on the new due day: the first instalment's principal and its interest to then. */
    dueAtNewDueDayPaise: Paise,
    /** Every open instalment's due day after the extension (the first is newDueDay). */
    newDueDays: z.array(DayKey),
    principalPaise: Paise,
    days: z.number().int(),
    /** Extensions in a row: the most the loan's terms allow, taken since the last instalment paid, and left. */
    allowance: z.object({ max: z.number().int(), used: z.number().int(), left: z.number().int() }),
  })
  .meta({ id: 'ExtensionQuote' });
export type ExtensionQuoteView = z.infer<typeof ExtensionQuoteSchema>;

export const REPAYMENT_KINDS = ['bill', 'full', 'partial', 'extension', 'cooling_off'] as const;
/** How a repayment came in: 'mandate' is an auto-debit (issue 32), never a method the borrower asks for. */
/** bank_transfer, cash and cheque: receipts finance posts by hand (decision 087). */
export const REPAYMENT_METHODS = ['upi', 'gateway', 'mandate', 'bank_transfer', 'cash', 'cheque'] as const;
/** The methods a borrower repays by. */
export const REPAY_REQUEST_METHODS = ['upi', 'gateway'] as const;
export const REPAYMENT_STATES = ['initiated', 'processing', 'succeeded', 'failed'] as const;

export const RepaymentViewSchema = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    orderNo: z.string(),
    kind: z.enum(REPAYMENT_KINDS),
    method: z.enum(REPAYMENT_METHODS),
    state: z.enum(REPAYMENT_STATES),
    /** What the borrower pays, after any coupon. */
    amountPaise: Paise,
    couponPaise: Paise,
    /** Our unique reference (the UPI transaction reference). */
    reference: z.string(),
    utr: z.string().nullable(),
    /** For UPI: the intent link and its QR code (SVG markup). */
    upi: z.object({ link: z.string(), qrSvg: z.string(), vpa: z.string(), payee: z.string() }).nullable(),
    /** True while the payment gateway simulator waits for the tester's choice. */
    simulator: z.boolean(),
    failureReason: z.string().nullable(),
    newDueDay: DayKey.nullable(),
    allocation: z
      .object({
        principalPaise: Paise,
        interestPaise: Paise,
        penalPaise: Paise,
        excessPaise: Paise,
        /** An extension's fee and its GST (0 for other kinds). */
        feePaise: Paise,
        gstPaise: Paise,
      })
      .nullable(),
    /** Its amount holds until this instant (the midnight in India after it was priced, when a new day's interest accrues). */
    validUntil: IsoDateTime,
    /**
     * Set when the money fell short of what was asked (a quote from an earlier
     * day, or less arrived): it was booked as a part payment, and this was
     * still to pay then to finish the bill, payoff or extension asked for.
     */
    remainingPaise: Paise.nullable(),
    createdAt: IsoDateTime,
    settledAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'Repayment' });
export type RepaymentView = z.infer<typeof RepaymentViewSchema>;

export const RepaymentListSchema = z
  .object({ repayments: z.array(RepaymentViewSchema), since: IsoDateTime })
  .meta({ id: 'RepaymentList' });
export type RepaymentList = z.infer<typeof RepaymentListSchema>;

/** The spec §3 loan order fields, as the bill shows them. */
export const BillSchema = z
  .object({
    orderId: z.uuid(),
    orderNo: z.string(),
    businessDay: DayKey,
    /** The amounts quoted here hold until this instant: the next midnight in India, when the day's interest accrues. */
    quoteValidUntil: IsoDateTime,
    display: z.object({ state: z.enum(BILL_STATES), days: z.number().int() }),
    amountPaise: Paise,
    termMonths: z.number().int(),
    dailyRatePpm: z.number().int(),
    /** Interest on the schedule as it stands (changes with an extension or a foreclosure). */
    interestPaise: Paise,
    serviceFeePaise: Paise,
    creditReportFeePaise: Paise,
    gstPaise: Paise,
    ticketFeePaise: Paise,
    couponPaise: Paise,
    totalDeductionPaise: Paise,
    receivedPaise: Paise,
    borrowingDay: DayKey,
    /** The next due day (null once settled). */
    repaymentDay: DayKey.nullable(),
    settlementDay: DayKey.nullable(),
    overdueDays: z.number().int(),
    lateInterestPaise: Paise,
    penaltyFeePaise: Paise,
    /** Charges levied on failed auto-debits (decision 080; 0 when none). */
    failedDebitChargePaise: Paise,
    /** Paid for extensions so far. */
    extensionAmountPaise: Paise,
    /** Principal still owed. */
    payablePrincipalPaise: Paise,
    /** The disbursal's 12-digit bank reference. */
    utr: z.string().nullable(),
    instalments: z.array(BillInstalmentSchema),
    /** Today's bill, the payoff that closes the loan today, and the extension: null when settled. */
    bill: OwingSchema.nullable(),
    payoff: OwingSchema.nullable(),
    extension: ExtensionQuoteSchema.nullable(),
    /** The cooling-off exit while its window is open. */
    coolingOff: z.object({ until: IsoDateTime, exitAmountPaise: Paise }).nullable(),
    /** What the ledger says is owed: principal, interest and penal receivables (equals payoff.totalPaise). */
    ledgerOutstandingPaise: Paise,
    openRepayment: RepaymentViewSchema.nullable(),
  })
  .meta({ id: 'Bill' });
export type BillView = z.infer<typeof BillSchema>;

export const RepayRequestSchema = z
  .object({
    kind: z.enum(REPAYMENT_KINDS),
    method: z.enum(REPAY_REQUEST_METHODS),
    /** Only for kind partial: what to pay, in paise. */
    amountPaise: z.number().int().optional(),
    /** A repayment coupon of the customer's. */
    couponId: z.uuid().optional(),
    /**
     * The bill's businessDay the borrower saw the amount on. Another day
     * (midnight passed) is answered QUOTE_EXPIRED with today's amount, not
     * priced silently anew (a part payment's amount is the borrower's own).
     */
    quotedDay: DayKey.optional(),
  })
  .strict()
  .meta({ id: 'RepayRequest' });
export type RepayRequest = z.infer<typeof RepayRequestSchema>;

export const UtrBodySchema = z
  .object({ utr: z.string().max(64) })
  .strict()
  .meta({ id: 'UtrBody' });
