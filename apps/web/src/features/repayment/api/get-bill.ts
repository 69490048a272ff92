import type { BillView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the order's key, so that whatever refreshes the order refreshes its bill. */
export function billQuery(orderId: string) {
  return queryOptions({
    queryKey: ['orders', orderId, 'bill'],
    queryFn: ({ signal }) =>
      apiRequest<BillView>(`/api/v1/orders/${encodeURIComponent(orderId)}/bill`, { signal }),
    // what is owed changes with the day and with every payment
    staleTime: 0,
  });
}

/** The order's bill: §3 fields, instalments, today's bill, the payoff and the extension quote. */
export function useBill(orderId: string) {
  return useQuery(billQuery(orderId));
}
