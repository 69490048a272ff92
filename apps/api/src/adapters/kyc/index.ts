import type { KycVerifier } from './kyc-verifier';
import { createKycSimulator } from './simulator';

export type { KycVerifier } from './kyc-verifier';
export { SIMULATED_KYC_PANS } from './simulator';

/** The KYC vendors the API can talk to. Only the simulator exists until a vendor is chosen. */
export const KYC_VERIFIERS = ['simulator'] as const;
export type KycVerifierName = (typeof KYC_VERIFIERS)[number];

export function createKycVerifier(name: KycVerifierName): KycVerifier {
  if (name === 'simulator') return createKycSimulator();
  throw new Error(`Unknown KYC verifier: ${String(name)}`);
}
