import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the route schemas (which are the zod
 * schemas of @app/contract); schemas with a meta id become named components.
 * Served at GET /api/openapi.json, browsable at /api/docs, when `serve` (API_DOCS;
 * off in production by default: the map of every route is an attacker's first read).
 * `app.swagger()` builds the document either way (the route-table tests read it).
 */
export async function registerSwagger(
  app: FastifyInstance,
  options: { version: string; serve: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RupeeSetu API',
        description: 'Consumer lending API. Errors: HTTP status + { code, message } in the Accept-Language.',
        version: options.version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          staffAuth: { type: 'http', scheme: 'bearer', description: 'Operations console staff session' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (!options.serve) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
