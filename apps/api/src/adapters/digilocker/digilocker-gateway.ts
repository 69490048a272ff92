import type { Lang } from '@app/domain';
import type { MaybeSimulated } from '../simulated';

/** The PAN record the Income Tax Department issued to the locker. */
export interface IssuedPan {
  pan: string;
  name: string;
}

export interface DigilockerDocuments {
  /**
   * The e-Aadhaar as the locker holds it: UIDAI's signed XML, as received
   * (the module verifies its signature with UIDAI's certificate before reading
   * a field); null when the locker holds no Aadhaar.
   */
  aadhaarXml: string | null;
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
 * The adapter only fetches: the e-Aadhaar's signature is checked by the
 * module, the same way as an offline e-KYC file's.
 */
export interface DigilockerGateway extends MaybeSimulated {
  consentUrl(request: { state: string; redirectUri: string; lang: Lang }): string;
  documents(code: string): Promise<DigilockerDocuments>;
}
