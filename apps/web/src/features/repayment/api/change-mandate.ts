import type { MandateView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mandateKey } from './get-mandate';

export type MandateChange = 'pause' | 'resume' | 'revoke';

/** Pause, resume or revoke (POST .../mandate/pause|resume|revoke): at once, here and at the gateway. */
export function useChangeMandate(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: MandateChange) =>
      apiRequest<MandateView>(`/api/v1/orders/${encodeURIComponent(orderId)}/mandate/${change}`, {
        method: 'POST',
      }),
    onSuccess: (view) => {
      client.setQueryData(mandateKey(orderId), view);
      // pausing cancels a notified debit: the bill's words may change with it
      void client.invalidateQueries({ queryKey: ['orders', orderId, 'bill'] });
    },
    onError: () => void client.invalidateQueries({ queryKey: mandateKey(orderId) }),
  });
}
