import type { UnreadCount } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAfterPaint } from '@/lib/use-after-paint';

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

/**
 * How many messages the customer has not opened (0 until known). Asked for once the page
 * has painted: the count is not known in the first frame anyway, and its request would
 * otherwise join the long task of the effects after the first render (docs/decisions/042).
 * A count already in the cache shows from the first render.
 */
export function useUnreadCount(): number {
  const painted = useAfterPaint();
  return useQuery({ ...unreadCountQuery, enabled: painted }).data?.unread ?? 0;
}
