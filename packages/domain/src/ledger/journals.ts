import { assert } from '../util/assert';
import { JOURNAL_UNBALANCED } from '../util/messages';
import type { LedgerAccount, LedgerLine } from './accounts';

/**
 * A journal's lines, checked: whole paise, no zero lines, summing to zero.
 * Every journal the system writes passes through here.
 */
export function balancedJournal(lines: readonly LedgerLine[]): LedgerLine[] {
  const kept = lines.filter((line) => line.amountPaise !== 0);
  assert(kept.length >= 2, JOURNAL_UNBALANCED);
  assert(
    kept.every((line) => Number.isSafeInteger(line.amountPaise)),
    JOURNAL_UNBALANCED,
  );
  assert(kept.reduce((sum, line) => sum + line.amountPaise, 0) === 0, JOURNAL_UNBALANCED);
  return kept;
}

const debit = (account: LedgerAccount, amountPaise: number): LedgerLine => ({ account, amountPaise });
const credit = (account: LedgerAccount, amountPaise: number): LedgerLine => ({
  account,
  amountPaise: -amountPaise,
});

/** The money figures of an order that a disbursal moves. */
export interface DisbursedOrder {
  amountPaise: number;
  serviceFeePaise: number;
  creditReportFeePaise: number;
  ticketFeePaise: number;
  gstPaise: number;
  couponPaise: number;
  receivedPaise: number;
}

/**
 * Disbursal: the borrower owes the whole amount; what reaches their bank is
 * the amount less the charges; the lender earns its fees, owes the GST and
 * the bureau's fee, and pays for the coupon.
 */
export function disbursalJournal(order: DisbursedOrder): LedgerLine[] {
  return balancedJournal([
    debit('principal_receivable', order.amountPaise),
    debit('coupon_expense', order.couponPaise),
    credit('disbursement_clearing', order.receivedPaise),
    credit('fee_income', order.serviceFeePaise + order.ticketFeePaise),
    credit('third_party_payable', order.creditReportFeePaise),
    credit('gst_payable', order.gstPaise),
  ]);
}

/** Sums lines by account (an account's balance over a set of journals). */
export function balances(lines: readonly LedgerLine[]): Partial<Record<LedgerAccount, number>> {
  const out: Partial<Record<LedgerAccount, number>> = {};
  for (const line of lines) out[line.account] = (out[line.account] ?? 0) + line.amountPaise;
  return out;
}

/** A day's accrual: interest and penal charges become owed and earned. */
export function accrualJournal(interestPaise: number, penalPaise: number): LedgerLine[] {
  return balancedJournal([
    debit('interest_receivable', interestPaise),
    credit('interest_income', interestPaise),
    debit('penal_receivable', penalPaise),
    credit('penal_income', penalPaise),
  ]);
}

/**
 * A charge on a failed auto-debit (decision 080): a penal charge, like the
 * penalty fee (owed as penal_receivable, earned as penal_income, no GST).
 */
export function failedDebitChargeJournal(chargePaise: number): LedgerLine[] {
  return balancedJournal([debit('penal_receivable', chargePaise), credit('penal_income', chargePaise)]);
}

/** The parts of a repayment, as the loan's books allocated it. */
export interface RepaymentParts {
  /** What reached the collection account. */
  collectedPaise: number;
  /** A repayment coupon: the lender pays this part. */
  couponPaise: number;
  principalPaise: number;
  interestPaise: number;
  penalPaise: number;
  /** Beyond everything owed: refundable to the borrower. */
  excessPaise: number;
}

/** A repayment: the money (and any coupon) settles what the borrower owed, oldest first. */
export function repaymentJournal(parts: RepaymentParts): LedgerLine[] {
  return balancedJournal([
    debit('collections_clearing', parts.collectedPaise),
    debit('coupon_expense', parts.couponPaise),
    credit('penal_receivable', parts.penalPaise),
    credit('interest_receivable', parts.interestPaise),
    credit('principal_receivable', parts.principalPaise),
    credit('borrower_refund_payable', parts.excessPaise),
  ]);
}

/** An extension: interest and penal charges to date are paid, and the lender earns the fee and owes its GST. */
export function extensionJournal(parts: {
  collectedPaise: number;
  couponPaise: number;
  interestPaise: number;
  penalPaise: number;
  feePaise: number;
  gstPaise: number;
  excessPaise: number;
}): LedgerLine[] {
  return balancedJournal([
    debit('collections_clearing', parts.collectedPaise),
    debit('coupon_expense', parts.couponPaise),
    credit('interest_receivable', parts.interestPaise),
    credit('penal_receivable', parts.penalPaise),
    credit('fee_income', parts.feePaise),
    credit('gst_payable', parts.gstPaise),
    credit('borrower_refund_payable', parts.excessPaise),
  ]);
}

/** Interest accrued and then not owed (a cooling-off exit charges less): the receivable and the income go back. */
export function interestWaiverJournal(interestPaise: number): LedgerLine[] {
  return balancedJournal([
    credit('interest_receivable', interestPaise),
    debit('interest_income', interestPaise),
  ]);
}
