import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';

/** The server's message for a refused request, or the catalogue's for its code. */
export const messageOf = (err: unknown): string =>
  err instanceof ApiError && err.message
    ? err.message
    : errorText(err instanceof ApiError ? err.code : 'INTERNAL');
