import type { MandateTerms, MandateView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the order's key, so that whatever refreshes the order (a payment, a debit) refreshes its mandate. */
export const mandateKey = (orderId: string) => ['orders', orderId, 'mandate'] as const;
const mandatePath = (orderId: string) => `/api/v1/orders/${encodeURIComponent(orderId)}/mandate`;

export function mandateQuery(orderId: string) {
  return queryOptions({
    queryKey: mandateKey(orderId),
    queryFn: ({ signal }) => apiRequest<MandateView | null>(mandatePath(orderId), { signal, quiet: true }),
    // the next debit moves with the day, a notice and every payment
    staleTime: 0,
  });
}

/** The order's latest mandate (any state), or null when auto-debit was never set up. */
export function useMandate(orderId: string, { poll = false } = {}) {
  return useQuery({
    ...mandateQuery(orderId),
    // back from the approval page, the gateway's answer may still be on its way
    refetchInterval: (query) => (poll && query.state.data?.state === 'pending' ? 2_000 : false),
  });
}

/** The terms of a mandate for this loan, before one is set up (GET .../mandate/terms). */
export function useMandateTerms(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...mandateKey(orderId), 'terms'],
    queryFn: ({ signal }) => apiRequest<MandateTerms>(`${mandatePath(orderId)}/terms`, { signal }),
    enabled,
  });
}
