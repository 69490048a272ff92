import type { MessageDetail } from '@app/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { markReadInLists } from './read-messages';

export function messageQuery(id: string) {
  return queryOptions({
    queryKey: ['messages', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<MessageDetail>(`/api/v1/messages/${encodeURIComponent(id)}`, { signal }),
  });
}

/** One message; the server marks it read as it answers, and the lists and the badge follow. */
export function useMessage(id: string) {
  const client = useQueryClient();
  const query = useQuery(messageQuery(id));
  const openedId = query.data?.id;
  useEffect(() => {
    if (openedId) markReadInLists(client, openedId);
  }, [client, openedId]);
  return query;
}
