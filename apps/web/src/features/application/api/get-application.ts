import type { ApplicationView } from '@app/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const applicationQuery = queryOptions({
  queryKey: ['application'],
  queryFn: ({ signal }) => apiRequest<ApplicationView>('/api/v1/application', { signal }),
});

export function useApplication() {
  return useQuery(applicationQuery);
}

/** Every write answers with the whole application: put it in the cache and let Home refetch. */
export function storeApplication(client: QueryClient, view: ApplicationView): void {
  client.setQueryData(applicationQuery.queryKey, view);
  void client.invalidateQueries({ queryKey: ['home'] });
}
