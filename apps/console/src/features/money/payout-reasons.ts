import type { PayoutFailureKind, PayoutProblem } from './money-api';

/** The gateway's reasons in finance's words (decision 093). */
export const PAYOUT_REASONS: Record<string, string> = {
  account_invalid: 'Account number invalid',
  account_closed: 'Account closed',
  ifsc_invalid: 'IFSC invalid',
  name_mismatch: 'Name does not match the account holder',
  gateway_error: 'The gateway failed or declined it',
  timeout: 'Timed out: not known whether the bank paid',
};

/** What can be done about each kind of failure, shown under the reason. */
export const PAYOUT_NEXT_STEP: Record<PayoutFailureKind, string> = {
  bank_refusal: 'Retrying cannot help: ask the borrower for their bank account again, or cancel.',
  gateway_error: 'The account is fine: a retry can help.',
  unknown: 'Retry asks the gateway first and never pays twice.',
};

export const KIND_TAG: Record<PayoutFailureKind, { color: string; label: string }> = {
  bank_refusal: { color: 'red', label: 'Bank refusal' },
  gateway_error: { color: 'orange', label: 'Gateway error' },
  unknown: { color: 'gold', label: 'Outcome unknown' },
};

/** The borrower as finance reads them: the name on the identity step, else the masked phone. */
export const borrowerOf = (row: Pick<PayoutProblem, 'customerName' | 'phone'>) =>
  row.customerName ?? `the borrower (${row.phone})`;
