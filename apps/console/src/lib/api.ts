import { type ErrorCode, isErrorCode } from '@app/domain';
import { session } from './session';

/**
 * A non-2xx answer of the API: the HTTP status and the server's `{ code, message }`,
 * with `field` (a request key such as 'title.hi') when one field was refused. The
 * key is for mapping to a form's label, never for showing.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The error of a non-2xx answer's body. A code outside the catalogue (an older or
 * newer server, a proxy's page) reads as INTERNAL; the message is kept either way.
 */
export function apiErrorFrom(status: number, body: unknown, fallback: string): ApiError {
  const { code, message, field } = (body ?? {}) as { code?: unknown; message?: unknown; field?: unknown };
  return new ApiError(
    status,
    isErrorCode(code) ? code : 'INTERNAL',
    typeof message === 'string' ? message : fallback,
    typeof field === 'string' && field ? field : undefined,
  );
}

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ABNORMAL',
      'The server cannot be reached. Check the connection and try again.',
    );
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data as T;

  const error = apiErrorFrom(res.status, data, `Request failed (${res.status})`);
  // The session ended (idle, expired, revoked, or the account was disabled): back to sign-in, saying why.
  if (res.status === 401 && (error.code === 'STAFF_UNAUTHENTICATED' || error.code === 'STAFF_SESSION_IDLE')) {
    session.clear(token ? error.message : undefined);
    if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
  }
  // Signed in with a one-time password: only the change-password page works.
  if (res.status === 403 && error.code === 'STAFF_PASSWORD_CHANGE_REQUIRED') {
    if (!window.location.hash.startsWith('#/password')) window.location.hash = '#/password';
  }
  throw error;
}

/**
 * The console's only way to the server: same origin (base ''), so paths are
 * '/api/staff/v1/...'. Every call carries the staff token; errors throw ApiError.
 */
export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', withQuery(path, query)),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  del: <T>(path: string) => request<T>('DELETE', path),
};

/** The message to show for any error thrown by `api`. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
