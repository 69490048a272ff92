import type { WithdrawOptions } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const withdrawOptionsQuery = queryOptions({
  queryKey: ['withdraw', 'options'],
  queryFn: ({ signal }) => apiRequest<WithdrawOptions>('/api/v1/withdraw/options', { signal }),
  // the quota and the open order can change elsewhere (Home, another device)
  staleTime: 0,
});

export function useWithdrawOptions({ enabled = true } = {}) {
  return useQuery({ ...withdrawOptionsQuery, enabled });
}
