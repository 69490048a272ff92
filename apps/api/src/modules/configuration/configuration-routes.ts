import {
  ConfigurationCurrentSchema,
  ConfigurationHistorySchema,
  ConfigurationRollbackBodySchema,
  ConfigurationSaveBodySchema,
  ConfigurationVersionParamsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { ConfigurationService } from './configuration-service';

/** GET /, GET /versions, POST /versions, POST /versions/:version/rollback under /api/staff/v1/configuration (admin). */
export const configurationRoutes: FastifyPluginAsyncZod<{
  configuration: ConfigurationService;
  requireStaff: RequireStaff;
}> = async (app, { configuration, requireStaff }) => {
  app.addHook('onRequest', requireStaff('configuration'));
  const common = { tags: ['staff'], security: STAFF_SECURITY };

  app.get(
    '',
    {
      schema: {
        ...common,
        summary: 'The product configuration new orders are priced with, and its version',
        response: { 200: ConfigurationCurrentSchema, ...errorResponses(401, 403, ...COMMON_ERRORS) },
      },
    },
    () => configuration.current(),
  );

  app.get(
    '/versions',
    {
      schema: {
        ...common,
        summary: 'Every version, newest first, with who saved it, when, the note and what changed',
        response: { 200: ConfigurationHistorySchema, ...errorResponses(401, 403, ...COMMON_ERRORS) },
      },
    },
    async () => ({ versions: await configuration.history() }),
  );

  app.post(
    '/versions',
    {
      schema: {
        ...common,
        summary: 'Saves a new version (validated; audited); existing orders keep their terms',
        body: ConfigurationSaveBodySchema,
        response: {
          201: ConfigurationCurrentSchema,
          ...errorResponses(400, 401, 403, 409, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await configuration.save(currentStaff(request), request.body)),
  );

  app.post(
    '/versions/:version/rollback',
    {
      schema: {
        ...common,
        summary: 'Saves a new version copying an older one',
        params: ConfigurationVersionParamsSchema,
        body: ConfigurationRollbackBodySchema,
        response: {
          201: ConfigurationCurrentSchema,
          ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await configuration.rollback(currentStaff(request), request.params.version, request.body)),
  );
};
