import type { CreditBureau } from './bureau';
import { createBureauSimulator } from './simulator';

export type { CreditBureau } from './bureau';
export { SIMULATED_PANS } from './simulator';

/** The bureaus the API can talk to. Only the simulator exists until a bureau contract is signed. */
export const CREDIT_BUREAUS = ['simulator'] as const;
export type CreditBureauName = (typeof CREDIT_BUREAUS)[number];

export function createCreditBureau(name: CreditBureauName): CreditBureau {
  if (name === 'simulator') return createBureauSimulator();
  throw new Error(`Unknown credit bureau: ${String(name)}`);
}
