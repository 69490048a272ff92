import type { LimitOfferView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const limitOfferQuery = queryOptions({
  queryKey: ['offers', 'current'],
  queryFn: ({ signal }) => apiRequest<LimitOfferView | null>('/api/v1/offers/current', { signal }),
});

/** A higher limit and longer terms earned by repaying on time, or null. */
export function useLimitOffer() {
  return useQuery(limitOfferQuery);
}
