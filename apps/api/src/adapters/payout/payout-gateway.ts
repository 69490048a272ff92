import type { MaybeSimulated } from '../simulated';

/** What the gateway says of one payout. */
export type PayoutStatus =
  | { status: 'pending' }
  | { status: 'succeeded'; utr: string }
  | { status: 'failed'; reason: 'account_invalid' | 'account_closed' | 'ifsc_invalid' };

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
  status(idempotencyKey: string): Promise<PayoutStatus | null>;
}
