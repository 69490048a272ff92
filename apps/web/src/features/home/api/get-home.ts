import type { HomeResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { takeArrived, takeEarly } from '@/lib/early-request';
import { HOME_PATH } from './home-path';

/** While under review the decision lands within minutes: poll so it shows without a reload. */
export const REVIEW_POLL_MS = 5000;

/** Set when Home's data came in as the route's early answer (its load happened before the page). */
let arrivedEarly = false;

/** Once: whether Home's data was the route's early answer, so the page can report that load. */
export function takeArrivedEarly(): boolean {
  const was = arrivedEarly;
  arrivedEarly = false;
  return was;
}

export const homeQuery = queryOptions({
  queryKey: ['home'],
  // The first ask may already have been sent by the route (app/routes.ts), or even answered.
  initialData: () => {
    const data = takeArrived<HomeResponse>(HOME_PATH);
    if (data !== undefined) arrivedEarly = true;
    return data;
  },
  queryFn: ({ signal }) =>
    takeEarly<HomeResponse>(HOME_PATH) ?? apiRequest<HomeResponse>(HOME_PATH, { signal }),
  refetchInterval: (query) => (query.state.data?.stage === 'under_review' ? REVIEW_POLL_MS : false),
});

export function useHome() {
  return useQuery(homeQuery);
}
