import type { MandateSetupBody, MandateView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mandateKey } from './get-mandate';

/** POST /orders/:id/mandate: a pending mandate, with where to approve it (approveUrl, upiIntent). */
export function useSetUpMandate(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MandateSetupBody) =>
      apiRequest<MandateView>(`/api/v1/orders/${encodeURIComponent(orderId)}/mandate`, {
        method: 'POST',
        body,
      }),
    onSuccess: (view) => client.setQueryData(mandateKey(orderId), view),
    onError: () => void client.invalidateQueries({ queryKey: mandateKey(orderId) }),
  });
}
