import { HomeResponseSchema } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema } from '../../plugins/authenticate';
import type { HomeRead, HomeService } from './home-service';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  const reads = new WeakMap<FastifyRequest, HomeRead>();
  app.get(
    '',
    {
      // In place of requireCustomer (same errors, still before anything else runs):
      // the session and the newest application are one statement (decision 048).
      onRequest: async (request) => {
        const read = await home.read(request.headers.authorization);
        request.customer = read.customer;
        reads.set(request, read);
      },
      schema: {
        tags: ['home'],
        summary: 'What the Home tab shows: stage, product offers and loan options',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: HomeResponseSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const read = reads.get(request);
      if (!read) throw new Error('home read missing: the onRequest hook did not run');
      return home.view(read);
    },
  );
};
