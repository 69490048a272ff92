import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CollectionGateway } from './collection-gateway';
import { createCollectionSimulator } from './simulator';

export type {
  CollectionFailure,
  CollectionGateway,
  CollectionStatus,
  StatementLine,
  UtrCheck,
} from './collection-gateway';
export { PENDING_UTR_ENDINGS, UNKNOWN_UTR_ENDING } from './simulator';

export const COLLECTION_GATEWAYS = ['simulator'] as const;
export type CollectionGatewayName = (typeof COLLECTION_GATEWAYS)[number];

export function createCollectionGateway(
  name: CollectionGatewayName,
  deps: { db: Db; clock: Clock },
): CollectionGateway {
  if (name === 'simulator') return createCollectionSimulator(deps);
  throw new Error(`Unknown collection gateway: ${String(name)}`);
}
