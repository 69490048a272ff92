import type { CkycRegistry } from './ckyc-registry';
import { createCkycSimulator } from './simulator';

export type { CkycMatch, CkycRecord, CkycRegistry } from './ckyc-registry';
export { CkycError } from './ckyc-registry';
export { SIMULATED_CKYC_PANS } from './simulator';

/** The CKYC registry connections the API can use. Only the simulator exists until the lender's CERSAI access is set up. */
export const CKYC_REGISTRIES = ['simulator'] as const;
export type CkycRegistryName = (typeof CKYC_REGISTRIES)[number];

export function createCkycRegistry(name: CkycRegistryName): CkycRegistry {
  if (name === 'simulator') return createCkycSimulator();
  throw new Error(`Unknown CKYC registry: ${String(name)}`);
}
