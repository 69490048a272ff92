import type { DocumentKindName } from '@app/contract';
import { currentLang } from '@/i18n';
import { ApiError, bodyErrorCode } from '@/lib/api-client';
import { safeJsonParse } from '@/lib/storage';
import { apiBaseUrl, useCoreStore } from '@/stores/core-store';
import type { DocumentParams } from '../components/document-kinds';
import { documentPath } from './document-path';

/** The PDF's absolute address: the native app downloads it with the session's bearer token (goBroswer). */
export function documentPdfUrl(orderId: string, kind: DocumentKindName, params?: DocumentParams): string {
  const path = `${apiBaseUrl()}${documentPath(orderId, kind, params, 'pdf')}`;
  return new URL(path, window.location.href).href;
}

/**
 * The document as PDF bytes (the signed copy once issued), with the kind's parameters. A plain fetch with
 * the bearer token: the JSON client reads text, and a WebView cannot open an
 * authenticated PDF link by itself.
 */
export async function fetchDocumentPdf(
  orderId: string,
  kind: DocumentKindName,
  params?: DocumentParams,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const token = useCoreStore.getState().publicData.token;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${documentPath(orderId, kind, params, 'pdf')}`, {
      headers: {
        Accept: 'application/pdf',
        'Accept-Language': currentLang(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ABNORMAL', '');
  }
  if (!response.ok) {
    const error = safeJsonParse<{ code?: unknown; message?: string }>(await response.text()) ?? {};
    const code = bodyErrorCode(error.code, 'INTERNAL');
    const expired = response.status === 401 && code === 'SESSION_EXPIRED';
    if (expired) useCoreStore.getState().raiseExpire(error.message ?? '');
    throw new ApiError(response.status, code, error.message ?? '', undefined, expired);
  }
  return new Uint8Array(await response.arrayBuffer());
}
