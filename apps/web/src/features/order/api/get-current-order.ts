import type { OrderView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const currentOrderQuery = queryOptions({
  queryKey: ['orders', 'current'],
  queryFn: ({ signal }) => apiRequest<OrderView | null>('/api/v1/orders/current', { signal }),
});

/** The customer's open order, or null; `enabled` false skips the call (no approved line yet). */
export function useCurrentOrder({ enabled = true } = {}) {
  return useQuery({ ...currentOrderQuery, enabled });
}
