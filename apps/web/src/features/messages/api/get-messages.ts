import type { MessageKind, MessageList } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One kind's messages, newest first, a page at a time: each page names the cursor of the next. */
export function messagesQuery(kind: MessageKind) {
  return infiniteQueryOptions({
    queryKey: ['messages', 'list', kind],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ kind });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<MessageList>(`/api/v1/messages?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMessages(kind: MessageKind) {
  return useInfiniteQuery(messagesQuery(kind));
}
