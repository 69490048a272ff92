import type { MaybeSimulated } from '../simulated';

/** One document the borrower signs, as the ESP receives it: never the document, only its fingerprint. */
export interface EsignDocument {
  id: string;
  title: string;
  /** SHA-256 (hex) of the document's content: what the ESP signs. */
  sha256: string;
}

export interface EsignStartRequest {
  /** Ours: starting again with the same key returns the same session, never a second one. */
  key: string;
  documents: EsignDocument[];
  signer: { name: string; phoneMasked: string };
  /** Where the ESP sends the borrower back; it adds `session=<sessionId>`. */
  returnUrl: string;
}

export interface EsignSession {
  sessionId: string;
  /** Where the borrower signs: the ESP's page. */
  redirectUrl: string;
}

/** What the ESP says of one session. */
export type EsignResult =
  | { status: 'pending' }
  | {
      status: 'signed';
      /** The ESP's reference of the signature (its transaction or certificate id). */
      signerRef: string;
      signedAt: Date;
      /** The fingerprints the ESP signed, as it received them. */
      documents: EsignDocument[];
    }
  | { status: 'failed'; reason: 'cancelled' | 'otp_failed' | 'expired' };

/**
 * An e-sign service provider (ESP), e.g. Aadhaar eSign through a licensed
 * ESP: the borrower signs the documents' hashes on the ESP's page with an
 * Aadhaar OTP and comes back. The simulator stands in until a contract is
 * signed (docs/decisions/020-esign-adapter.md).
 */
export interface EsignProvider extends MaybeSimulated {
  /** Shown in the signed PDFs' evidence ("signed through ..."). */
  readonly label: string;
  start(request: EsignStartRequest): Promise<EsignSession>;
  /** The session with our key, or null when the ESP does not know it. */
  result(sessionId: string): Promise<({ key: string } & EsignResult) | null>;
}
