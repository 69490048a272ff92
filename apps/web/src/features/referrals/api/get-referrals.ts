import type { ReferralSummary } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const referralsQuery = queryOptions({
  queryKey: ['referrals'],
  queryFn: ({ signal }) => apiRequest<ReferralSummary>('/api/v1/referrals/me', { signal }),
});

/** The customer's code, link, rules, friends and rewards. */
export function useReferrals() {
  return useQuery(referralsQuery);
}
