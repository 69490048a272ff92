import type { HomeResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** While under review the decision lands within minutes: poll so it shows without a reload. */
export const REVIEW_POLL_MS = 5000;

export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => apiRequest<HomeResponse>('/api/v1/home', { signal }),
  refetchInterval: (query) => (query.state.data?.stage === 'under_review' ? REVIEW_POLL_MS : false),
});

export function useHome() {
  return useQuery(homeQuery);
}
