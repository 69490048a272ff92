import type { EsignSimulatorSession } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const esignSimulatorSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['esign-simulator', sessionId],
    queryFn: ({ signal }) =>
      apiRequest<EsignSimulatorSession>(`/api/v1/esign-simulator/sessions/${encodeURIComponent(sessionId)}`, {
        signal,
      }),
    staleTime: 0,
  });

/** The e-sign simulator's session: what the provider received (signer, documents' hashes). */
export function useEsignSimulatorSession(sessionId: string) {
  return useQuery(esignSimulatorSessionQuery(sessionId));
}
