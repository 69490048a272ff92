import type { HomeResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { takeArrived, takeEarly } from '@/lib/early-request';
import { HOME_PATH } from './home-path';

/** While under review the decision lands within minutes: poll so it shows without a reload. */
export const REVIEW_POLL_MS = 5000;

export const homeQuery = queryOptions({
  queryKey: ['home'],
  // The first ask may already have been sent by the route (app/routes.ts), or even answered.
  initialData: () => takeArrived<HomeResponse>(HOME_PATH),
  queryFn: ({ signal }) =>
    takeEarly<HomeResponse>(HOME_PATH) ?? apiRequest<HomeResponse>(HOME_PATH, { signal }),
  refetchInterval: (query) => (query.state.data?.stage === 'under_review' ? REVIEW_POLL_MS : false),
});

export function useHome() {
  return useQuery(homeQuery);
}
