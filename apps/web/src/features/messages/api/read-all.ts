import type { UnreadCount } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unreadCountQuery } from './get-unread-count';
import { markReadInLists } from './read-messages';

/** Marks every message read, of both kinds: the badge counts them all. */
export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnreadCount>('/api/v1/messages/read-all', { method: 'POST' }),
    onSuccess: (left) => {
      markReadInLists(client);
      client.setQueryData(unreadCountQuery.queryKey, left);
    },
  });
}
