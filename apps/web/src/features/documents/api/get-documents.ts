import type { DocumentList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { apiRequest } from '@/lib/api-client';

/** The titles come in the reader's language, so the language is part of the key. */
export function documentsQuery(orderId: string, lang: string) {
  return queryOptions({
    queryKey: ['orders', orderId, 'documents', lang],
    queryFn: ({ signal }) =>
      apiRequest<DocumentList>(`/api/v1/orders/${encodeURIComponent(orderId)}/documents`, { signal }),
    staleTime: 0,
  });
}

/** The three documents of an order, each read or not, and when the order was signed. */
export function useDocuments(orderId: string) {
  const { i18n } = useTranslation();
  return useQuery(documentsQuery(orderId, i18n.language));
}
