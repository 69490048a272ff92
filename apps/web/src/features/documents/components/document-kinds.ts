import type { DocumentKindName, SignedDocumentKind } from '@app/contract';

/**
 * The page of each document: the signed ones at spec §2's /kfs, /letter, /loan, in the
 * order they are read; the account's documents (issue 33) at a page of their own name.
 */
export const DOCUMENT_ROUTES: Record<DocumentKindName, string> = {
  kfs: '/kfs',
  letter: '/letter',
  loan: '/loan',
  statement: '/statement',
  foreclosure: '/foreclosure',
  noc: '/noc',
  schedule: '/schedule',
};

const KINDS = Object.keys(DOCUMENT_ROUTES) as readonly DocumentKindName[];
/** The three signed before the payout, in the order they are read. */
export const SIGNED_KINDS: readonly SignedDocumentKind[] = ['kfs', 'letter', 'loan'];

/**
 * What a document is asked for with (YYYY-MM-DD, India time): the statement's range, the
 * foreclosure letter's day. Absent: the server's default (the whole loan; today).
 */
export interface DocumentParams {
  from?: string;
  to?: string;
  date?: string;
}

/** The parameters each kind reads; any other is left off its links. */
const PARAM_NAMES: Partial<Record<DocumentKindName, readonly (keyof DocumentParams)[]>> = {
  statement: ['from', 'to'],
  foreclosure: ['date'],
};

/** The parameters `kind` reads, as `from=..&to=..` (or ''), in a fixed order. */
function paramPairs(kind: DocumentKindName, params: DocumentParams = {}): string {
  return (PARAM_NAMES[kind] ?? [])
    .flatMap((name) => (params[name] ? [`${name}=${encodeURIComponent(params[name])}`] : []))
    .join('&');
}

/** `?from=..&to=..` (or '') with only the parameters `kind` reads. */
export function documentSearch(kind: DocumentKindName, params?: DocumentParams): string {
  const pairs = paramPairs(kind, params);
  return pairs ? `?${pairs}` : '';
}

/** The kind's parameters read back from a page's query. */
export function readDocumentParams(kind: DocumentKindName, search: URLSearchParams): DocumentParams {
  const params: DocumentParams = {};
  for (const name of PARAM_NAMES[kind] ?? []) {
    const value = search.get(name);
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) params[name] = value;
  }
  return params;
}

export function documentHref(kind: DocumentKindName, orderId: string, params?: DocumentParams): string {
  const pairs = paramPairs(kind, params);
  return `${DOCUMENT_ROUTES[kind]}?id=${encodeURIComponent(orderId)}${pairs ? `&${pairs}` : ''}`;
}

/** The in-app PDF viewer's path: /pdf/{flag}/{url} with the kind as flag, the order id as url, and its parameters. */
export const pdfHref = (kind: DocumentKindName, orderId: string, params?: DocumentParams) =>
  `/pdf/${kind}/${encodeURIComponent(orderId)}${documentSearch(kind, params)}`;

export function isDocumentKind(value: string | undefined): value is DocumentKindName {
  return KINDS.includes(value as DocumentKindName);
}

/** The three documents signed before the payout. */
export const isSignedKind = (kind: DocumentKindName): kind is SignedDocumentKind =>
  (SIGNED_KINDS as readonly string[]).includes(kind);
