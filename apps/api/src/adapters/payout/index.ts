import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PayoutGateway } from './payout-gateway';
import { createPayoutSimulator } from './simulator';

export type {
  PayoutFailureKind,
  PayoutFailureReason,
  PayoutGateway,
  PayoutRequest,
  PayoutStatus,
} from './payout-gateway';
export { PAYOUT_FAILURE_REASONS, payoutFailureKind, REASON_KINDS } from './payout-gateway';
export { FAILING_ACCOUNT_ENDINGS, TROUBLED_ACCOUNT_ENDINGS } from './simulator';

export const PAYOUT_GATEWAYS = ['simulator'] as const;
export type PayoutGatewayName = (typeof PAYOUT_GATEWAYS)[number];

export function createPayoutGateway(
  name: PayoutGatewayName,
  deps: { db: Db; clock: Clock; settleSeconds: number },
): PayoutGateway {
  if (name === 'simulator') return createPayoutSimulator(deps);
  throw new Error(`Unknown payout gateway: ${String(name)}`);
}
