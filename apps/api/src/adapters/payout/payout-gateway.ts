import type { MaybeSimulated } from '../simulated';

/**
 * Why a payout failed, in our words (an adapter maps its vendor's codes to these):
 * the bank refused the account, the gateway itself failed, or nobody knows yet.
 */
export const PAYOUT_FAILURE_REASONS = [
  'account_invalid',
  'account_closed',
  'ifsc_invalid',
  'name_mismatch',
  'gateway_error',
  'timeout',
] as const;
export type PayoutFailureReason = (typeof PAYOUT_FAILURE_REASONS)[number];

/**
 * What finance may do about a failure (decision 093):
 * - `bank_refusal`: the beneficiary bank refused the account; a retry cannot help, new bank details can;
 * - `gateway_error`: the gateway failed or declined (5xx, its own limits); the same account may be tried again;
 * - `unknown`: the request timed out somewhere between the gateway and the bank: the money may have left,
 *   so the gateway is asked for the key's status before anything else.
 */
export type PayoutFailureKind = 'bank_refusal' | 'gateway_error' | 'unknown';

export const REASON_KINDS: Readonly<Record<PayoutFailureReason, PayoutFailureKind>> = {
  account_invalid: 'bank_refusal',
  account_closed: 'bank_refusal',
  ifsc_invalid: 'bank_refusal',
  name_mismatch: 'bank_refusal',
  gateway_error: 'gateway_error',
  timeout: 'unknown',
};

/** A reason stored before the kinds existed was always a bank refusal. */
export function payoutFailureKind(reason: string | null): PayoutFailureKind {
  return REASON_KINDS[reason as PayoutFailureReason] ?? 'bank_refusal';
}

/** What the gateway says of one payout. */
export type PayoutStatus =
  | { status: 'pending' }
  | { status: 'succeeded'; utr: string }
  | { status: 'failed'; reason: PayoutFailureReason };

export interface PayoutRequest {
  /** The gateway pays each key at most once; asking again returns that payout's status. */
  idempotencyKey: string;
  accountNumber: string;
  ifsc: string;
  amountPaise: number;
  beneficiaryName: string;
}

/** A bank payout gateway (IMPS/NEFT). The simulator stands in until a contract is signed. */
export interface PayoutGateway extends MaybeSimulated {
  request(payout: PayoutRequest): Promise<PayoutStatus>;
  /** The key's payout as the gateway knows it now; null when it never received the key. */
  status(idempotencyKey: string): Promise<PayoutStatus | null>;
}
