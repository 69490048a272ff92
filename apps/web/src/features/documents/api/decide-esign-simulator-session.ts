import type { EsignSimulatorDecision, EsignSimulatorSession } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { esignSimulatorSessionQuery } from './get-esign-simulator-session';

/** The borrower's answer on the simulator's page: consent and the (simulated) Aadhaar OTP, or cancel. */
export function useDecideEsignSimulatorSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, decision }: { sessionId: string; decision: EsignSimulatorDecision }) =>
      apiRequest<EsignSimulatorSession>(
        `/api/v1/esign-simulator/sessions/${encodeURIComponent(sessionId)}/decision`,
        { method: 'POST', body: decision },
      ),
    onSuccess: (session) =>
      client.setQueryData(esignSimulatorSessionQuery(session.sessionId).queryKey, session),
  });
}
