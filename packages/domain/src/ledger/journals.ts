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
