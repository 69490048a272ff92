import type { PublicRecoveryAgents } from '@app/contract';
import { apiRequest } from '@/lib/api-client';

/** The lender's recovery agencies and agents in force (decision 086): public, no session needed. */
export const getRecoveryAgents = () =>
  apiRequest<PublicRecoveryAgents>('/api/v1/recovery-agents', { quiet: true });
