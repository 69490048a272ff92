import type { FastifyServerOptions } from 'fastify';
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

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
