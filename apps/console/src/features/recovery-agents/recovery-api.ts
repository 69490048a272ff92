import type {
  RecoveryAgencyBody,
  RecoveryAgencyPatch,
  RecoveryAgencyView,
  RecoveryAgentBody,
  RecoveryAgentPatch,
  RecoveryAgentView,
  RecoveryRegister,
} from '@app/contract';
import { api } from '@/lib/api';

const BASE = '/api/staff/v1/recovery';
const id = (value: string) => encodeURIComponent(value);

/** The register of recovery agencies and agents (decision 086): read by collections, kept by an admin. */
export const recoveryApi = {
  register: () => api.get<RecoveryRegister>(`${BASE}/agencies`).then((res) => res.agencies),
  createAgency: (body: RecoveryAgencyBody) => api.post<RecoveryAgencyView>(`${BASE}/agencies`, body),
  updateAgency: (agencyId: string, patch: RecoveryAgencyPatch) =>
    api.put<RecoveryAgencyView>(`${BASE}/agencies/${id(agencyId)}`, patch),
  createAgent: (agencyId: string, body: RecoveryAgentBody) =>
    api.post<RecoveryAgentView>(`${BASE}/agencies/${id(agencyId)}/agents`, body),
  updateAgent: (agentId: string, patch: RecoveryAgentPatch) =>
    api.put<RecoveryAgentView>(`${BASE}/agents/${id(agentId)}`, patch),
};
