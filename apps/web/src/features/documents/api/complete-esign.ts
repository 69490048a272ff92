import type { OrderView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKey } from '@/lib/order-key';

/** Back from the e-sign provider: the API asks it and, once signed, the order goes to disbursal. */
export function useCompleteEsign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, sessionId }: { orderId: string; sessionId: string }) =>
      apiRequest<OrderView>(`/api/v1/orders/${encodeURIComponent(orderId)}/esign/complete`, {
        method: 'POST',
        body: { sessionId },
        // the page itself says what went wrong
        quiet: true,
      }),
    onSuccess: (order) => {
      client.setQueryData<OrderView>(orderKey(order.id), order);
      void client.invalidateQueries({ queryKey: ['orders', 'current'] });
      void client.invalidateQueries({ queryKey: ['orders', order.id, 'documents'] });
    },
  });
}
