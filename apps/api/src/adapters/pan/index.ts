import type { PanVerifier } from './pan-verifier';
import { createPanSimulator } from './simulator';

export type { PanAnswer, PanStatus, PanVerifier } from './pan-verifier';
export { PAN_STATUSES, PanServiceError, PROTEAN_STATUS } from './pan-verifier';
export { SIMULATED_PAN_ANSWERS } from './simulator';

/** The PAN verification services the API can use. Only the simulator exists until a Protean (NSDL) contract is signed. */
export const PAN_VERIFIERS = ['simulator'] as const;
export type PanVerifierName = (typeof PAN_VERIFIERS)[number];

export function createPanVerifier(name: PanVerifierName): PanVerifier {
  if (name === 'simulator') return createPanSimulator();
  throw new Error(`Unknown PAN verifier: ${String(name)}`);
}
