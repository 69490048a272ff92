import type { ErrorCode } from '@app/domain';
import { currentLang } from '@/i18n';
import { useAppStatus } from '@/stores/app-status-store';
import { apiBaseUrl, useCoreStore } from '@/stores/core-store';
import { safeJsonParse } from './storage';
import { showErrorToast, showToast } from './toast';

/**
 * A code the server sent that this build's catalogue does not have (a server
 * newer than the app in the phone's cache). It equals no catalogue code, so no
 * check of the app matches it, and a text for it falls back to INTERNAL
 * (i18n/error-text.ts). Knowing it apart from ErrorCode by a check here would
 * put the whole catalogue in the entry chunk (docs/decisions/006): it stays a
 * type, which a function wanting an ErrorCode refuses until isErrorCode says yes.
 */
export type UnknownErrorCode = string & { readonly unknownErrorCode: true };

/**
 * An API failure: the server's `{ code, message }`, or NETWORK_ABNORMAL
 * (status 0) when it could not be reached. `message` is the server's localized
 * text; it is empty when the server sent none (the catalogue has the code).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | UnknownErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    /** True when the user has already been told (network toast, expire popup, 503 screen). */
    readonly notified = false,
    /** The input field at fault, when the server names one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The `code` of an error body: the server's, typed as the catalogue's (the
 * contract's codes are the catalogue's; see UnknownErrorCode), else `fallback`.
 */
export function bodyErrorCode(value: unknown, fallback: ErrorCode): ErrorCode | UnknownErrorCode {
  return typeof value === 'string' ? (value as ErrorCode | UnknownErrorCode) : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A binary body (a photo) sent as is with its own content type, instead of JSON. */
  file?: Blob;
  /** A multipart form (text with a file); the browser writes its content type and boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** Overrides the stored token (logout sends the token it is about to drop). */
  token?: string;
  /** No popup, screen or toast side effects (logout, diagnostics). */
  quiet?: boolean;
  /**
   * With `quiet`: still open the session-expired popup on a dead session. For
   * background reads of a signed-in screen (the unread badge), which may be
   * the only request a tab change sends while the page's own data is fresh.
   */
  reportExpiry?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  retryAfterSeconds?: unknown;
  field?: unknown;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, file, form, signal, quiet = false } = options;
  const token = options.token ?? useCoreStore.getState().publicData.token;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLang(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method,
      headers,
      body: file ?? form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (!quiet) showErrorToast('NETWORK_ABNORMAL');
    throw new ApiError(0, 'NETWORK_ABNORMAL', '', undefined, !quiet);
  }

  const text = await response.text().catch(() => '');
  if (response.ok) return (text ? safeJsonParse<T>(text) : undefined) as T;

  const error = safeJsonParse<ErrorBody>(text) ?? {};
  const code = bodyErrorCode(error.code, response.status >= 500 ? 'INTERNAL' : 'NOT_FOUND');
  const message = typeof error.message === 'string' ? error.message : '';
  const retryAfter = typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;

  let notified = false;
  // AUTH_INVALID too: a stored token the server cannot read is as dead as an expired one.
  if (
    (!quiet || options.reportExpiry) &&
    response.status === 401 &&
    (code === 'SESSION_EXPIRED' || (code === 'AUTH_INVALID' && token))
  ) {
    useCoreStore.getState().raiseExpire(message);
    notified = true;
  } else if (!quiet && response.status === 503) {
    useAppStatus.getState().setUnavailable(true);
    notified = true;
  }
  const field = typeof error.field === 'string' ? error.field : undefined;
  throw new ApiError(response.status, code, message, retryAfter, notified, field);
}

/** Shows an API error as a toast with the server's message, unless the user was already told. */
export function toastApiError(error: unknown): void {
  if (!(error instanceof ApiError)) showErrorToast('INTERNAL');
  else if (error.notified) return;
  else if (error.message) showToast(error.message);
  else showErrorToast(error.code);
}
