import type { MessageList } from '@app/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { unreadCountQuery } from './get-unread-count';

/**
 * Shows messages as read in every list already loaded, without asking the
 * server for the lists again: one message by id, or all of them.
 */
export function markReadInLists(client: QueryClient, id?: string): void {
  client.setQueriesData<InfiniteData<MessageList>>({ queryKey: ['messages', 'list'] }, (data) => {
    if (!data) return data;
    const opened = data.pages.flatMap((page) => page.messages).filter((m) => !m.read && (!id || m.id === id));
    if (opened.length === 0) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unread: Math.max(0, page.unread - opened.length),
        messages: page.messages.map((m) => (!id || m.id === id ? { ...m, read: true } : m)),
      })),
    };
  });
  void client.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
}
