import type { RepaymentView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { repaymentPollInterval } from '../components/repayment-progress';

export function repaymentQuery(id: string) {
  return queryOptions({
    queryKey: ['repayments', id],
    queryFn: ({ signal }) =>
      apiRequest<RepaymentView>(`/api/v1/repayments/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/** One repayment; `poll` fetches it again every 2 s while it is initiated or processing. */
export function useRepayment(id: string, { poll = false } = {}) {
  return useQuery({
    ...repaymentQuery(id),
    refetchInterval: poll ? (query) => repaymentPollInterval(query.state.data?.state) : false,
    refetchIntervalInBackground: false,
  });
}
