import type { OrderList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ordersQuery = queryOptions({
  queryKey: ['orders', 'list'],
  queryFn: ({ signal }) => apiRequest<OrderList>('/api/v1/orders', { signal }),
});

/** Every loan order of the customer, newest first. */
export function useOrders() {
  return useQuery(ordersQuery);
}
