import type { DocumentKindName, DocumentView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { apiRequest } from '@/lib/api-client';
import type { DocumentParams } from '../components/document-kinds';
import { documentPath } from './document-path';

export function documentQuery(
  orderId: string,
  kind: DocumentKindName,
  lang: string,
  params: DocumentParams = {},
) {
  return queryOptions({
    queryKey: ['orders', orderId, 'documents', lang, kind, params],
    queryFn: ({ signal }) => apiRequest<DocumentView>(documentPath(orderId, kind, params), { signal }),
  });
}

/** One document built by the server from the order's figures (and the kind's parameters), in the reader's language. */
export function useDocument(orderId: string, kind: DocumentKindName, params?: DocumentParams) {
  const { i18n } = useTranslation();
  return useQuery(documentQuery(orderId, kind, i18n.language, params));
}
