import type { MeResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiRequest<MeResponse>('/api/v1/me', { signal }),
});

export function useMe() {
  return useQuery(meQuery);
}
