import { currentLang } from '@/i18n';
import { ApiError, apiRequest, bodyErrorCode } from '@/lib/api-client';
import { safeJsonParse } from '@/lib/storage';
import { apiBaseUrl } from '@/stores/core-store';

/** The API path of a signed document link from an SMS (decision 082). */
export const documentLinkPath = (token: string) => `/api/v1/d/${encodeURIComponent(token)}`;

/**
 * A plain fetch for the PDF bytes: no expired-session popup, since this page
 * works without a session (an expired or another customer's one leads to the code).
 */
async function pdfRequest(path: string, init: RequestInit): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, init);
  } catch {
    throw new ApiError(0, 'NETWORK_ABNORMAL', '');
  }
  if (!response.ok) {
    const error = safeJsonParse<{ code?: unknown; message?: string }>(await response.text()) ?? {};
    throw new ApiError(response.status, bodyErrorCode(error.code, 'INTERNAL'), error.message ?? '');
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The linked PDF with the session, if any; without one the server answers 401 DOCUMENT_LINK_CODE_REQUIRED. */
export function openDocumentLink(token: string, sessionToken: string | null): Promise<Uint8Array> {
  return pdfRequest(documentLinkPath(token), {
    headers: {
      Accept: 'application/pdf',
      'Accept-Language': currentLang(),
      ...(sessionToken ? { Authorization: `Bearer ${sessionToken}` } : {}),
    },
  });
}

/** Sends a one-time code to the loan's phone that opens the link once. */
export function sendDocumentLinkCode(token: string) {
  return apiRequest<{ phoneMasked: string; expiresInSeconds: number }>(`${documentLinkPath(token)}/code`, {
    method: 'POST',
    quiet: true,
  });
}

/** The linked PDF with the code sent to the phone. */
export function openDocumentLinkWithCode(token: string, code: string): Promise<Uint8Array> {
  return pdfRequest(`${documentLinkPath(token)}/open`, {
    method: 'POST',
    headers: {
      Accept: 'application/pdf',
      'Accept-Language': currentLang(),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ code }),
  });
}
