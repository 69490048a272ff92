/** PostgreSQL's SQLSTATEs of a database that cannot serve now: connection exceptions (08), shutdowns and too many connections. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a server that is gone or unreachable. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** node-postgres and PGlite say so in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * Whether `err` (or what caused it: drizzle wraps the driver's error) says the
 * database cannot be reached, rather than that a query was wrong. The API then
 * answers 503 with Retry-After instead of 500 (issue 28).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE.has(code))) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    if (UNAVAILABLE_MESSAGES.some((words) => cause instanceof Error && cause.message.includes(words)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
