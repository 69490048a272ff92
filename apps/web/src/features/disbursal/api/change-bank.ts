import type { OrderView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { orderKey } from '@/lib/order-key';

export interface ChangeBankInput {
  orderId: string;
  ifsc: string;
  accountNumber: string;
  confirmAccountNumber: string;
}

/** New bank details after a failed payment (they must differ from the old); the payment is tried again. */
export function useChangeBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: ChangeBankInput) =>
      apiRequest<OrderView>(`/api/v1/orders/${encodeURIComponent(orderId)}/bank`, { method: 'PUT', body }),
    onSuccess: (order) => {
      // the payment is tried again unless the order is still waiting for a fix
      nativeEvents.bankChanged(order.id, order.state !== 'disburse_failed');
      client.setQueryData<OrderView>(orderKey(order.id), order);
      void client.invalidateQueries({ queryKey: ['orders', 'current'] });
      void client.invalidateQueries({ queryKey: ['application'] });
    },
  });
}
