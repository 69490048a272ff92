import type { DeletionRequestView } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const deletionRequestQuery = queryOptions({
  queryKey: ['me', 'deletion-request'],
  queryFn: ({ signal }) => apiRequest<DeletionRequestView | null>('/api/v1/me/deletion-request', { signal }),
});

/** The newest request to delete the account, or null. */
export function useDeletionRequest() {
  return useQuery(deletionRequestQuery);
}

/** Asks customer service to delete the account (recorded and confirmed by message). */
export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<DeletionRequestView>('/api/v1/me/deletion-request', { method: 'POST', body: {} }),
    onSuccess: (view) => client.setQueryData(deletionRequestQuery.queryKey, view),
  });
}
