import type { ErrorCode } from '@app/domain';
import { errorStatus } from './error-status';

/** An expected failure with a stable code; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly retryAfterSeconds: number | undefined;
  readonly field: string | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus(code);
    this.params = options.params ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
