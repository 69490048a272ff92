import type { Lang } from '@app/domain';
import type { VerifiedAddress } from '../../modules/kyc/verified-identity';
import type { MaybeSimulated } from '../simulated';

/** The e-Aadhaar DigiLocker holds, as read after its signature was checked. Never the number: its last four digits. */
export interface IssuedAadhaar {
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: VerifiedAddress;
  aadhaarLast4: string;
  /** UIDAI's reference id of the document (last four digits + timestamp). */
  referenceKey: string;
  photoJpeg: Buffer | null;
  /** UIDAI's signature over the document held (a tampered or foreign document: false). */
  signatureValid: boolean;
  /** ISO time the document was issued. */
  issuedAt: string;
}

/** The PAN record the Income Tax Department issued to the locker. */
export interface IssuedPan {
  pan: string;
  name: string;
}

export interface DigilockerDocuments {
  aadhaar: IssuedAadhaar | null;
  pan: IssuedPan | null;
}

/** Why the documents could not be fetched: a code the provider refuses, or the provider not answering. */
export type DigilockerFailure = 'code_invalid' | 'unavailable';

export class DigilockerError extends Error {
  constructor(readonly reason: DigilockerFailure) {
    super(`DigiLocker: ${reason}`);
    this.name = 'DigilockerError';
  }
}

/**
 * DigiLocker's partner API (OAuth 2 authorization code): the borrower consents
 * on the provider's page, which sends the browser back to `redirectUri` with
 * `code` and `state` (or `error`); the code buys the issued documents once.
 * A real adapter verifies the e-Aadhaar XML's signature with UIDAI's
 * certificate before answering; `signatureValid` says what it found.
 */
export interface DigilockerGateway extends MaybeSimulated {
  consentUrl(request: { state: string; redirectUri: string; lang: Lang }): string;
  documents(code: string): Promise<DigilockerDocuments>;
}
