import type { DocumentKindName } from '@app/contract';

/** The page of each document (spec §2: /kfs, /letter, /loan), in the order they are read. */
export const DOCUMENT_ROUTES: Record<DocumentKindName, string> = {
  kfs: '/kfs',
  letter: '/letter',
  loan: '/loan',
};

export const documentHref = (kind: DocumentKindName, orderId: string) =>
  `${DOCUMENT_ROUTES[kind]}?id=${encodeURIComponent(orderId)}`;

/** The in-app PDF viewer's path: /pdf/{flag}/{url} with the kind as flag and the order id as url. */
export const pdfHref = (kind: DocumentKindName, orderId: string) =>
  `/pdf/${kind}/${encodeURIComponent(orderId)}`;

export function isDocumentKind(value: string | undefined): value is DocumentKindName {
  return value === 'kfs' || value === 'letter' || value === 'loan';
}
