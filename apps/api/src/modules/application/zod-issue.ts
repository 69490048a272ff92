import { type ErrorCode, isErrorCode } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';

/**
 * The first issue of a failed parse as the AppError the client sees: the
 * issue's message is a catalogue code (contract convention) and its path
 * names the field, e.g. `contacts.1.phone`.
 */
export function issueToAppError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const code: ErrorCode = first && isErrorCode(first.message) ? first.message : 'VALIDATION_FAILED';
  const field = first?.path.map(String).join('.') || undefined;
  return new AppError(code, field ? { field } : {});
}
