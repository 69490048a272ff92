import type { ErrorResponse } from '@app/contract';
import { type ErrorCode, errorMessage, isErrorCode, pickLang } from '@app/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, isAppError } from './app-error';

/** Fastify's own request errors (body parsing) and the code each one answers with. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_INVALID',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_INVALID',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BODY_INVALID',
};

const BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** When a client may try again after the database was out of reach. */
const DATABASE_RETRY_SECONDS = 5;

/** Turns anything thrown into an AppError; unknown errors become INTERNAL. */
function toAppError(err: unknown, otpLength: number): AppError {
  if (isAppError(err)) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    // Convention of packages/contract: an issue's message is an ErrorCode.
    const first = err.validation[0];
    const code = first && isErrorCode(first.message) ? first.message : 'VALIDATION_FAILED';
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    return new AppError(code, { params: { length: otpLength }, ...(field ? { field } : {}) });
  }
  const fastifyError = err as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = (fastifyError.code && FASTIFY_CODES[fastifyError.code]) || BY_STATUS[status];
    if (known) return new AppError(known);
    return new AppError(fastifyError.code?.startsWith('FST_ERR_CTP') ? 'BODY_INVALID' : 'VALIDATION_FAILED');
  }
  // A lost database is an outage to wait out, not a bug: 503 with a time to come back.
  if (isDatabaseUnavailable(err))
    return new AppError('SERVICE_BUSY', { retryAfterSeconds: DATABASE_RETRY_SECONDS });
  return new AppError('INTERNAL');
}

export function sendError(error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body: ErrorResponse = {
    code: error.code,
    message: errorMessage(error.code, pickLang(request.headers['accept-language']), error.params),
  };
  if (error.field) body.field = error.field;
  if (error.retryAfterSeconds !== undefined) {
    body.retryAfterSeconds = error.retryAfterSeconds;
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.code(error.status).send(body);
}

/**
 * One error handler for the whole app. 4xx answers carry a code and a message
 * in the caller's language; 5xx are answered with INTERNAL only, so no stack,
 * SQL or path leaks to a client, and logged with the error alone (never the
 * request body; the logger's err serializer keeps bound values and phones out).
 */
export function errorHandler(options: { otpLength: number }) {
  return (err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const error = toAppError(err, options.otpLength);
    if (error.status >= 500) {
      if (error.code === 'INTERNAL') request.log.error({ err }, 'request failed');
      if (error.code === 'SERVICE_BUSY')
        request.log.error({ err, event: 'database_unavailable' }, 'database unavailable');
    } else {
      // Not `code`: the logger redacts that key (an OTP in a body is called code).
      request.log.debug({ errorCode: error.code }, 'request rejected');
    }
    return sendError(error, request, reply);
  };
}

export function installErrorHandler(app: FastifyInstance, options: { otpLength: number }): void {
  app.setErrorHandler(errorHandler(options));
}
