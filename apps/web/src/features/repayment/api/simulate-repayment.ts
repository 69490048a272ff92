import type { RepaymentView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { repaymentQuery } from './get-repayment';

export type SimulatedOutcome = 'succeeded' | 'failed';

/** The payment gateway simulator's answer (test mode only): pay or decline a gateway repayment. */
export function useSimulateRepayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ repaymentId, outcome }: { repaymentId: string; outcome: SimulatedOutcome }) =>
      apiRequest<RepaymentView>(`/api/v1/repayments/${encodeURIComponent(repaymentId)}/simulate`, {
        method: 'POST',
        body: { outcome },
      }),
    onSuccess: (repayment) => client.setQueryData(repaymentQuery(repayment.id).queryKey, repayment),
  });
}
