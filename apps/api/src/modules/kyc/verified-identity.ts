/** How the identity was established (issue 31): the recognised modes, card photos the last resort. */
export type KycMode = 'aadhaar_offline' | 'aadhaar_qr' | 'digilocker' | 'ckyc' | 'card_photos';

export type KycState = 'verified' | 'review' | 'failed';

export interface VerifiedAddress {
  line: string;
  district?: string;
  state?: string;
  pinCode?: string;
}

/**
 * What a verified source says about the person. Never the full Aadhaar
 * number: its last four digits and the source's reference key only.
 */
export interface VerifiedIdentity {
  mode: KycMode;
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: VerifiedAddress;
  aadhaarLast4: string | null;
  /** UIDAI reference id (last four digits + timestamp) or the source's own key: never the number. */
  referenceKey: string | null;
  photoJpeg: Buffer | null;
  signatureValid: boolean;
  mobileMatched: boolean | null;
  /** When the source issued the document (ISO); null when it does not say. */
  issuedAt: string | null;
}
