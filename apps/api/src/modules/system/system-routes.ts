import { HealthResponseSchema, PublicConfigResponseSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import type { SystemService } from './system-service';

/** Registered without a prefix: /api/health sits outside the versioned API. */
export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check (503 when the database does not answer)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      const health = await system.health();
      reply.header('cache-control', 'no-store');
      return reply.code(health.database.ok ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/v1/config',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['system'],
        summary: 'Public configuration the web app reads at start',
        response: { 200: PublicConfigResponseSchema, ...errorResponses(429, ...COMMON_ERRORS) },
      },
    },
    async () => system.publicConfig(),
  );
};
