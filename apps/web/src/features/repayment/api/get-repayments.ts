import type { RepaymentList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const repaymentsQuery = queryOptions({
  queryKey: ['repayments', 'list'],
  queryFn: ({ signal }) => apiRequest<RepaymentList>('/api/v1/repayments', { signal }),
});

/** The repayments of the last 3 months (spec §9), newest first. */
export function useRepayments() {
  return useQuery(repaymentsQuery);
}
