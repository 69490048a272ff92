import type { DocumentKindName } from '@app/contract';
import { type DocumentParams, documentSearch } from '../components/document-kinds';

/** The API path of one document (its page view), or of its PDF, with the kind's parameters. */
export function documentPath(
  orderId: string,
  kind: DocumentKindName,
  params?: DocumentParams,
  as: 'view' | 'pdf' = 'view',
): string {
  const base = `/api/v1/orders/${encodeURIComponent(orderId)}/documents/${kind}`;
  return `${as === 'pdf' ? `${base}/pdf` : base}${documentSearch(kind, params)}`;
}
