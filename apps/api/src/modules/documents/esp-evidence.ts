import type { EsignDocument } from '../../adapters/esign';

/**
 * An e-sign provider's answer, stored write-once as the signature of an order
 * signed with method 'esp' (order_signatures.signature_key points to it, as it
 * points to the drawn PNG of the default method).
 */
export interface EspEvidence {
  provider: string;
  sessionId: string;
  /** The provider's reference of the signature. */
  signerRef: string;
  signedAt: string;
  documents: EsignDocument[];
}

export const espEvidenceBytes = (evidence: EspEvidence) => Buffer.from(JSON.stringify(evidence));

export function readEspEvidence(bytes: Buffer): EspEvidence {
  const evidence = JSON.parse(bytes.toString('utf8')) as Partial<EspEvidence>;
  if (typeof evidence.signerRef !== 'string' || typeof evidence.provider !== 'string') {
    throw new Error('e-sign evidence unreadable');
  }
  return evidence as EspEvidence;
}
