import type { OrderView, SignBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKey } from '@/lib/order-key';

/** Signs: the drawn signature and the SMS code; the order goes to disbursal. */
export function useSignOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: SignBody }) =>
      apiRequest<OrderView>(`/api/v1/orders/${encodeURIComponent(orderId)}/sign`, {
        method: 'POST',
        body,
      }),
    onSuccess: (order) => {
      client.setQueryData<OrderView>(orderKey(order.id), order);
      void client.invalidateQueries({ queryKey: ['orders', 'current'] });
      void client.invalidateQueries({ queryKey: ['orders', order.id, 'documents'] });
    },
  });
}
