import type { RepaymentView, RepayRequest } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { repaymentQuery } from './get-repayment';

export interface CreateRepaymentInput {
  orderId: string;
  request: RepayRequest;
  /** One per confirmation: a retry sends the same key and gets the first answer back. */
  idempotencyKey: string;
}

/** Starts a repayment: POST /orders/:id/repayments; the bill then shows it in progress. */
export function useCreateRepayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, request, idempotencyKey }: CreateRepaymentInput) =>
      apiRequest<RepaymentView>(`/api/v1/orders/${encodeURIComponent(orderId)}/repayments`, {
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (repayment) => {
      client.setQueryData(repaymentQuery(repayment.id).queryKey, repayment);
      void client.invalidateQueries({ queryKey: ['orders', repayment.orderId] });
      void client.invalidateQueries({ queryKey: ['coupons'] });
    },
    onError: (error, { orderId }) => {
      // another repayment is open, or the loan changed elsewhere: the bill here is out of date
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        void client.invalidateQueries({ queryKey: ['orders', orderId] });
      }
    },
  });
}
