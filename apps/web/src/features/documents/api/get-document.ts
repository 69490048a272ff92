import type { DocumentKindName, DocumentView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { apiRequest } from '@/lib/api-client';

export function documentQuery(orderId: string, kind: DocumentKindName, lang: string) {
  return queryOptions({
    queryKey: ['orders', orderId, 'documents', lang, kind],
    queryFn: ({ signal }) =>
      apiRequest<DocumentView>(`/api/v1/orders/${encodeURIComponent(orderId)}/documents/${kind}`, {
        signal,
      }),
  });
}

/** One document built by the server from the order's figures, in the reader's language. */
export function useDocument(orderId: string, kind: DocumentKindName) {
  const { i18n } = useTranslation();
  return useQuery(documentQuery(orderId, kind, i18n.language));
}
