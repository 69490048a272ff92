import type { DeviceSessionList, EndedSessions } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sessionsQuery = queryOptions({
  queryKey: ['me', 'sessions'],
  queryFn: ({ signal }) => apiRequest<DeviceSessionList>('/api/v1/me/sessions', { signal }),
});

/** Where the account is signed in, this device marked. */
export function useSessions() {
  return useQuery(sessionsQuery);
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/v1/me/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EndedSessions>('/api/v1/me/sessions/end-others', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
