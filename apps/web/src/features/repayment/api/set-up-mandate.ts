import type { MandateSetupBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type MandateScreenView, mandateKey } from './get-mandate';

/** POST /orders/:id/mandate: a pending mandate, with where to approve it (approveUrl, upiIntent). */
export function useSetUpMandate(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MandateSetupBody) =>
      apiRequest<MandateScreenView>(`/api/v1/orders/${encodeURIComponent(orderId)}/mandate`, {
        method: 'POST',
        body,
      }),
    onSuccess: (view) => client.setQueryData(mandateKey(orderId), view),
    onError: () => void client.invalidateQueries({ queryKey: mandateKey(orderId) }),
  });
}
