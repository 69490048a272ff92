import type { PhotoKind } from '@app/domain';
import type { MaybeSimulated } from '../simulated';

/**
 * Checks the identity photos (Aadhaar, PAN, the face check) of an application.
 * `reviewCount` is how many reviews came before this one. A photo that cannot
 * be read comes back in `redo` for the applicant to upload again.
 */
export interface KycVerifier extends MaybeSimulated {
  verifyDocuments(input: {
    pan: string;
    reviewCount: number;
  }): Promise<{ clear: true } | { clear: false; redo: PhotoKind[] }>;
}
