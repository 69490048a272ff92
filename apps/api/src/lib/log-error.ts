import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

/**
 * What an error may bring into a log: its kind, message, stack and codes, and
 * for a database error the constraint it hit and the SQL with placeholders.
 * Any other property (a query's bound values, a pg error's `detail` with the
 * row, a request body an HTTP client kept) stays out: those hold phones,
 * hashes and whatever the customer typed.
 */
const KEPT_FIELDS = [
  'type',
  'message',
  'stack',
  'code',
  'statusCode',
  'severity',
  'table',
  'column',
  'constraint',
  'routine',
  'query',
] as const;

/** An Indian mobile number, bare or with +91/0 and a space or dash in the middle. */
const PHONE = /(?<!\d)(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g;

/** An Aadhaar (12 digits, maybe 4-4-4) and a PAN (AAAAA9999A), as a careless message might hold them. */
const AADHAAR = /(?<![\w.+-])[2-9]\d{3}[\s-]?\d{4}[\s-]?\d{4}(?![\w.])/g;
const PAN = /(?<![A-Za-z0-9])[A-Z]{5}\d{4}[A-Z](?![A-Za-z0-9])/g;

/**
 * A message written carelessly (`no customer for ${phone}`, `bad PAN ${pan}`)
 * still does not put a phone, an Aadhaar or a PAN in the log (decision 045).
 */
export const maskPhones = (text: string) =>
  text.replace(AADHAAR, '[aadhaar]').replace(PAN, '[pan]').replace(PHONE, '[phone]');

/** drizzle puts the bound values in the message ("params: ..."); keep the SQL and the driver's error. */
function withoutParams(err: DrizzleQueryError): Error {
  const safe = new Error(`Failed query: ${err.query}`, { cause: err.cause });
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`DrizzleQueryError: ${safe.message}`, ...frames].join('\n');
  return Object.assign(safe, { query: err.query });
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** pino `err` serializer: the standard one (causes folded into message and stack), then the allow-list. */
export function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: maskPhones(String(err)), stack: '' };
  const isQuery = err instanceof DrizzleQueryError;
  const full: Record<string, unknown> = stdSerializers.err(isQuery ? withoutParams(err) : err);
  if (isQuery) full.type = 'DrizzleQueryError';
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_FIELDS) {
    const value = full[field];
    if (value !== undefined) kept[field] = typeof value === 'string' ? maskPhones(value) : value;
  }
  return kept as LoggedError;
}
