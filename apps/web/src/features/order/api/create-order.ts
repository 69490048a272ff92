import type { OrderView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { orderKey } from '@/lib/order-key';
import type { WithdrawChoice } from '../components/choice';

export interface CreateOrderInput {
  choice: WithdrawChoice;
  /** One per confirmation: a retry sends the same key and gets the first answer back. */
  idempotencyKey: string;
}

/** Confirms a withdrawal: POST /orders, then the order is cached, Home's views refetch and the native app hears of it. */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ choice, idempotencyKey }: CreateOrderInput) =>
      apiRequest<OrderView>('/api/v1/orders', {
        method: 'POST',
        body: choice,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (order) => {
      nativeEvents.orderCreated(order.id);
      client.setQueryData<OrderView>(orderKey(order.id), order);
      client.setQueryData(['orders', 'current'], order);
      void client.invalidateQueries({ queryKey: ['withdraw', 'options'] });
      void client.invalidateQueries({ queryKey: ['home'] });
      void client.invalidateQueries({ queryKey: ['coupons'] });
    },
    onError: (error) => {
      // an order opened elsewhere: what this device knows of it is out of date
      if (error instanceof ApiError && error.code === 'OUTSTANDING_ORDER') {
        void client.invalidateQueries({ queryKey: ['orders', 'current'] });
        void client.invalidateQueries({ queryKey: ['withdraw', 'options'] });
      }
    },
  });
}
