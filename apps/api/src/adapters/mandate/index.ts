import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MandateGateway } from './mandate-gateway';
import { createMandateSimulator, type MandateSimulator } from './simulator';

export type {
  DebitFailureReason,
  DebitResult,
  GatewayMandateState,
  MandateGateway,
  MandateRail,
  MandateRequest,
} from './mandate-gateway';
export {
  MANDATE_SIMULATOR_PATH,
  MANDATE_TEST_ENDINGS,
  type MandateSimulator,
  type SimulatorWebhook,
} from './simulator';

export const MANDATE_GATEWAYS = ['simulator'] as const;
export type MandateGatewayName = (typeof MANDATE_GATEWAYS)[number];

export function createMandateGateway(
  name: MandateGatewayName,
  deps: { db: Db; clock: Clock; lenderVpa: string },
): MandateGateway {
  if (name === 'simulator') return createMandateSimulator(deps);
  throw new Error(`Unknown mandate gateway: ${String(name)}`);
}

/** The simulator's own calls (its page, its webhooks), when the gateway is the simulator. */
export function asMandateSimulator(gateway: MandateGateway): MandateSimulator | null {
  return gateway.simulated === true && 'dueWebhooks' in gateway ? (gateway as MandateSimulator) : null;
}
