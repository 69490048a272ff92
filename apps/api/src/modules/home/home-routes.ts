import { type HomeResponse, HomeResponseSchema } from '@app/contract';
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
    async (request, reply) => {
      const read = reads.get(request);
      if (!read) throw new Error('home read missing: the onRequest hook did not run');
      // home.json is the schema's encoding already, and Fastify sends a string as it is; the
      // type provider only knows the schema's object type for send().
      const encoded = (await home.json(read)) as unknown as HomeResponse;
      return reply.type('application/json; charset=utf-8').send(encoded);
    },
  );
};
