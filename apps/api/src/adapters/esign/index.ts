import type { Clock } from '../../lib/clock';
import type { EsignProvider } from './esign-provider';
import { createEsignSimulator, type EsignSimulator } from './simulator';

export type {
  EsignDocument,
  EsignProvider,
  EsignResult,
  EsignSession,
  EsignStartRequest,
} from './esign-provider';
export type { EsignDecision, EsignSimulator, SimulatorSessionView } from './simulator';
export { FAILING_SIMULATOR_OTP, SIMULATOR_SESSION_MINUTES } from './simulator';

/**
 * How a borrower signs: `drawn_otp` is the app's own signature pad confirmed
 * with an SMS code (no provider); the others are e-sign service providers.
 */
export const ESIGN_PROVIDERS = ['drawn_otp', 'esp_simulator'] as const;
export type EsignProviderName = (typeof ESIGN_PROVIDERS)[number];

/** The ESP that ESIGN_PROVIDER names, or null for the drawn signature plus OTP. */
export function createEsignProvider(name: EsignProviderName, deps: { clock: Clock }): EsignProvider | null {
  if (name === 'drawn_otp') return null;
  if (name === 'esp_simulator') return createEsignSimulator(deps);
  throw new Error(`Unknown e-sign provider: ${String(name)}`);
}

/** The simulator has a page of its own (the app's /Esign); a real ESP's page is on its site. */
export const isEsignSimulator = (provider: EsignProvider | null): provider is EsignSimulator =>
  provider !== null && 'decide' in provider;
