import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './log-error';

/** Fields that must never reach a log, wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'phone',
  'code',
  'password',
  'currentPassword',
  'token',
  'aadhaar',
  'aadhaarNumber',
  'pan',
  'panNumber',
  'accountNumber',
  'confirmAccountNumber',
  'accountNo',
  'bankAccount',
  'bankNumber',
  'vpa',
  'whatsApp',
  'email',
  'answer',
];

/**
 * pino redaction paths. Headers with credentials always; the secret fields as
 * top-level keys and one level down (body.x, input.x, ...). `err.code` is a
 * Fastify error code, not an OTP, so `code` is only redacted under known
 * containers rather than by wildcard.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `body.${field}`, `req.body.${field}`, `input.${field}`]),
  ...SECRET_FIELDS.filter((field) => field !== 'code').map((field) => `*.${field}`),
];

/** Query parameters that are credentials: a signed link's signature (photo files), a token in a link. */
const SECRET_QUERY = /([?&](?:sig|signature|token|code)=)[^&#]*/gi;

/** A URL as it may be logged: the credentials in its query replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Fastify's request fields, with the URL made loggable: a signed photo link
 * in a log would open the photo to anyone who reads the log until it expires.
 */
function serializeRequest(request: FastifyRequest) {
  // Something else logged under `req` (not Fastify's request) is left to the redaction.
  if (typeof request?.url !== 'string') return request as unknown as Record<string, unknown>;
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
