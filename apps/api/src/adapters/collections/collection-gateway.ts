import type { MaybeSimulated } from '../simulated';

/** What the collection side says of one repayment. */
export type CollectionStatus =
  | { status: 'pending' }
  | { status: 'succeeded'; amountPaise: number; gatewayRef: string }
  | { status: 'failed'; reason: CollectionFailure };

/** `rejected`: finance found no credit for the UTR in the console (never a gateway's answer). */
export type CollectionFailure = 'utr_not_found' | 'amount_mismatch' | 'declined' | 'expired' | 'rejected';

export interface UtrCheck {
  /** The borrower's 12-digit UTR of a UPI payment. */
  utr: string;
  /** Our reference, sent as the UPI transaction reference (tr). */
  reference: string;
  amountPaise: number;
}

/** A credit on the lender's bank statement (what finance matches a UTR against). */
export interface StatementLine {
  utr: string;
  amountPaise: number;
  /** The bank's narration, e.g. 'UPI/CR/<utr>/<payer>'. */
  narration: string;
  creditedAt: string;
}

/**
 * Where repayments come in: a bank's or payment aggregator's collection API.
 * UPI intent payments are confirmed by the UTR the borrower enters; gateway
 * checkouts are started here and confirmed by the gateway's signed webhook
 * (or by asking). Every call is idempotent by our reference.
 */
export interface CollectionGateway extends MaybeSimulated {
  /** Asks the bank network for a credit with this UTR to our account. */
  verifyUtr(check: UtrCheck): Promise<CollectionStatus>;
  /** Starts a gateway checkout for `reference`; asking again returns the same checkout. */
  createPayment(payment: { reference: string; amountPaise: number }): Promise<{ gatewayRef: string }>;
  /** How a gateway checkout went, or null if the gateway never heard of it. */
  status(reference: string): Promise<CollectionStatus | null>;
  /** The statement line of a credit with this UTR, if the bank shows one (a hint for finance, never a decision). */
  statementLine?(check: UtrCheck): Promise<StatementLine | null>;
  /** The simulator only: the tester's choice on a checkout (pay or decline). */
  simulate?(reference: string, outcome: 'succeeded' | 'failed'): Promise<void>;
}
