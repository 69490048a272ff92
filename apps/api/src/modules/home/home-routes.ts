import { HomeResponseSchema } from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { HomeService } from './home-service';

export const homeRoutes: FastifyPluginAsyncZod<{
  home: HomeService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { home, requireCustomer }) => {
  app.get(
    '',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['home'],
        summary: 'What the Home tab shows: stage, product offers and loan options',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: HomeResponseSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => home.get(currentCustomer(request).customerId),
  );
};
