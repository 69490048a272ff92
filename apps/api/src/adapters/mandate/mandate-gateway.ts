import type { MaybeSimulated } from '../simulated';

export type MandateRail = 'upi_autopay' | 'enach';

export type GatewayMandateState = 'pending' | 'active' | 'paused' | 'revoked' | 'expired' | 'failed';

export type DebitFailureReason =
  | 'insufficient_funds'
  | 'mandate_inactive'
  | 'bank_declined'
  | 'gateway_error';

/** What the gateway says of one debit: it answers pending at once and sends the result by webhook. */
export type DebitResult =
  | { status: 'pending' }
  | { status: 'succeeded'; amountPaise: number; debitRef: string }
  | { status: 'failed'; reason: DebitFailureReason };

export interface MandateRequest {
  /** Ours; asking again with it returns the same mandate. */
  reference: string;
  rail: MandateRail;
  maxAmountPaise: number;
  startDay: string;
  endDay: string;
  accountMasked: string;
}

/**
 * Where auto-debit mandates live: a UPI AutoPay PSP or an e-NACH sponsor bank
 * (docs/auto-debit.md). Every call is idempotent by our reference or key; the
 * gateway's answers to what the borrower does at the bank or in the UPI app
 * (approve, pause, revoke) and debit results come as signed webhooks.
 */
export interface MandateGateway extends MaybeSimulated {
  create(req: MandateRequest): Promise<{ gatewayRef: string; approveUrl: string; upiIntent: string | null }>;
  status(gatewayRef: string): Promise<GatewayMandateState>;
  pause(gatewayRef: string): Promise<void>;
  resume(gatewayRef: string): Promise<void>;
  revoke(gatewayRef: string): Promise<void>;
  /** UPI AutoPay's pre-debit notification through the PSP (a no-op for e-NACH). */
  notifyDebit(req: {
    gatewayRef: string;
    idempotencyKey: string;
    amountPaise: number;
    debitDay: string;
  }): Promise<void>;
  /** Asks for a debit; idempotent by key: asking again returns the same answer. */
  debit(req: { gatewayRef: string; idempotencyKey: string; amountPaise: number }): Promise<DebitResult>;
  debitStatus(idempotencyKey: string): Promise<DebitResult | null>;
  /** The simulator only: the payer's answer on its approval page (`account`: the UPI id or account used). */
  simulateApproval?(gatewayRef: string, approve: boolean, account?: string): Promise<void>;
}
