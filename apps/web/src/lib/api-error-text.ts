import { errorText } from '@/i18n/error-text';
import { ApiError } from './api-client';

/** An API failure as a line to show by the field: the server's localized message, else the catalogue's. */
export function apiErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText('INTERNAL');
  return error.message || errorText(error.code);
}
