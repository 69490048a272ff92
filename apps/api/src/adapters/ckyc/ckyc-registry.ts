import type { VerifiedAddress } from '../../modules/kyc/verified-identity';
import type { MaybeSimulated } from '../simulated';

/** What the registry's search answers: the record's identifier, the KYC number masked. */
export interface CkycMatch {
  /** The registry's reference to download the record with (not the CKYC number). */
  reference: string;
  /** The 14-digit CKYC identifier, all but its last four digits masked. */
  ckycNumberMasked: string;
}

export interface CkycRecord {
  ckycNumberMasked: string;
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: VerifiedAddress;
  photoJpeg: Buffer | null;
  /** ISO time the record was last updated in the registry, when it says. */
  updatedAt: string | null;
}

export class CkycError extends Error {
  constructor(readonly reason: 'unavailable') {
    super(`CKYC: ${reason}`);
    this.name = 'CkycError';
  }
}

/**
 * The Central KYC Records Registry (CERSAI): a search by PAN, then the
 * download of the record found, authenticated by the date of birth as the
 * registry asks. Throws CkycError when the registry does not answer.
 */
export interface CkycRegistry extends MaybeSimulated {
  search(pan: string): Promise<CkycMatch | null>;
  download(match: CkycMatch, dob: string | null): Promise<CkycRecord | null>;
}
