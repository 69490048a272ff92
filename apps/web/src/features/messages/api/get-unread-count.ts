import type { UnreadCount } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const unreadCountQuery = queryOptions({
  queryKey: ['messages', 'unread'],
  // A badge beside other content: its failure is not worth a toast of its own,
  // but a session found dead here is (a tab change may send nothing else).
  queryFn: ({ signal }) =>
    apiRequest<UnreadCount>('/api/v1/messages/unread-count', { signal, quiet: true, reportExpiry: true }),
  // One small count: fresh enough for a badge, asked again when the app comes back to the front.
  staleTime: 30_000,
  refetchOnWindowFocus: true,
});

/** How many messages the customer has not opened (0 until known). */
export function useUnreadCount(): number {
  return useQuery(unreadCountQuery).data?.unread ?? 0;
}
