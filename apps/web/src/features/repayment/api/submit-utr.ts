import type { RepaymentView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { repaymentQuery } from './get-repayment';

export interface SubmitUtrInput {
  repaymentId: string;
  utr: string;
}

/** The UPI payment's 12-digit UTR (POST /repayments/:id/utr): the repayment is then processing. */
export function useSubmitUtr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ repaymentId, utr }: SubmitUtrInput) =>
      apiRequest<RepaymentView>(`/api/v1/repayments/${encodeURIComponent(repaymentId)}/utr`, {
        method: 'POST',
        body: { utr },
      }),
    onSuccess: (repayment) => {
      client.setQueryData(repaymentQuery(repayment.id).queryKey, repayment);
      void client.invalidateQueries({ queryKey: ['orders', repayment.orderId] });
    },
  });
}
