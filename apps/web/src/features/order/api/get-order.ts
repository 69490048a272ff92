import type { OrderView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKey } from '@/lib/order-key';

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => apiRequest<OrderView>(`/api/v1/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
