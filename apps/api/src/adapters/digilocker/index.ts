import type { Clock } from '../../lib/clock';
import type { DigilockerGateway } from './digilocker-gateway';
import { createDigilockerSimulator, type DigilockerSimulator } from './simulator';

export type { DigilockerDocuments, DigilockerGateway, IssuedPan } from './digilocker-gateway';
export { DigilockerError } from './digilocker-gateway';
export type { DigilockerConsentInput, DigilockerSimulator } from './simulator';
export {
  DIGILOCKER_CALLBACK_PATH,
  DIGILOCKER_CODE_MINUTES,
  DIGILOCKER_SIMULATOR_PATH,
  DIGILOCKER_TEST_OTPS,
} from './simulator';

/** The DigiLocker gateways the API can talk to. Only the simulator exists until a partner agreement is signed. */
export const DIGILOCKER_GATEWAYS = ['simulator'] as const;
export type DigilockerGatewayName = (typeof DIGILOCKER_GATEWAYS)[number];

export function createDigilockerGateway(
  name: DigilockerGatewayName,
  deps: { clock: Clock },
): DigilockerGateway {
  if (name === 'simulator') return createDigilockerSimulator(deps);
  throw new Error(`Unknown DigiLocker gateway: ${String(name)}`);
}

/** The simulator has a consent page of its own (the API's); a real provider's page is on its site. */
export const isDigilockerSimulator = (gateway: DigilockerGateway): gateway is DigilockerSimulator =>
  'decide' in gateway;
