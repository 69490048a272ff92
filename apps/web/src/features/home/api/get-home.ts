import type { HomeResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => apiRequest<HomeResponse>('/api/v1/home', { signal }),
});

export function useHome() {
  return useQuery(homeQuery);
}
