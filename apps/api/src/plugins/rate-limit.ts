import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

/**
 * Per-address request limits on the anonymous endpoints (decision 062): a
 * route opts in with `config: ANONYMOUS_RATE_LIMIT`; nothing else is limited
 * (not /api/health). Counted in memory per instance, per route and per client
 * address (request.ip; IPv6 by /64), in a fixed window of a minute: N instances
 * allow N times the figure. Past it the answer is 429 TOO_FREQUENT with
 * Retry-After, in the catalogue's shape, before the body is read.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_FREQUENT', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

/** The route option that puts an anonymous endpoint under the per-address limit. */
export const ANONYMOUS_RATE_LIMIT = { rateLimit: {} };
