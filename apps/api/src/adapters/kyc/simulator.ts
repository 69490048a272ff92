import type { KycVerifier } from './kyc-verifier';

/** PANs with a fixed answer, selected by the PAN's four digits (positions 6-9); any other PAN is clear. */
export const SIMULATED_KYC_PANS = [
  {
    pan: 'ABCPE0005F',
    behaviour: 'first review: Aadhaar front unclear (redo aadhaar_front); later reviews: clear',
  },
] as const;

/** A KYC vendor without a network: the answer follows from the PAN and the review count alone. */
export function createKycSimulator(): KycVerifier {
  return {
    simulated: true,
    async verifyDocuments({ pan, reviewCount }) {
      const digits = pan.trim().toUpperCase().slice(5, 9);
      if (digits === '0005' && reviewCount === 0) return { clear: false, redo: ['aadhaar_front'] };
      return { clear: true };
    },
  };
}
