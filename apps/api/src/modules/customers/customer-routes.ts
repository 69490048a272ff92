import {
  DeletionRequestBodySchema,
  DeletionRequestSchema,
  DeviceSessionListSchema,
  EndedSessionsSchema,
  MeResponseSchema,
  PasswordCodeResponseSchema,
  SessionIdParamsSchema,
  SetLanguageBodySchema,
  SetPasswordBodySchema,
} from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { CustomerService } from './customer-service';

const NoContent = z.null().meta({ description: 'Saved' });

export const customerRoutes: FastifyPluginAsyncZod<{
  me: CustomerService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { me, requireCustomer }) => {
  // Every route here belongs to the logged-in customer.
  app.addHook('onRequest', requireCustomer);

  app.get(
    '',
    {
      schema: {
        tags: ['me'],
        summary: 'The logged-in customer',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: MeResponseSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => me.get(currentCustomer(request)),
  );

  app.post(
    '/password/code',
    {
      schema: {
        tags: ['me'],
        summary:
          "Send the code that confirms a new password to the account's phone (the login code's cooldown, daily limit and lock)",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: PasswordCodeResponseSchema, ...errorResponses(401, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) => me.sendPasswordCode(currentCustomer(request)),
  );

  app.put(
    '/password',
    {
      schema: {
        tags: ['me'],
        summary:
          'Set or change (or reset) the 6-12 character password with the code from /me/password/code; no old password. Ends every other session of the customer',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        body: SetPasswordBodySchema,
        response: { 204: NoContent, ...errorResponses(400, 401, 413, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await me.setPassword(currentCustomer(request), {
        password: request.body.password,
        code: request.body.code,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['me'],
        summary: "The customer's signed-in devices (live sessions), the current one marked",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: DeviceSessionListSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return me.sessions(currentCustomer(request));
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['me'],
        summary: 'End one of my sessions now (404 when not mine or already ended)',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        params: SessionIdParamsSchema,
        response: {
          204: z.null().meta({ description: 'Ended' }),
          ...errorResponses(401, 404, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      await me.endSession(currentCustomer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sessions/end-others',
    {
      schema: {
        tags: ['me'],
        summary: 'End every session of mine but this one',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: EndedSessionsSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => me.endOtherSessions(currentCustomer(request)),
  );

  app.put(
    '/language',
    {
      schema: {
        tags: ['me'],
        summary: 'Remember the language the customer reads the app in',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        body: SetLanguageBodySchema,
        response: { 204: NoContent, ...errorResponses(400, 401, 413, 415, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await me.setLanguage(currentCustomer(request).customerId, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/deletion-request',
    {
      schema: {
        tags: ['me'],
        summary: "The customer's newest request to delete the account, or null",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: DeletionRequestSchema.nullable(), ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => me.deletionRequest(currentCustomer(request).customerId),
  );

  app.post(
    '/deletion-request',
    {
      schema: {
        tags: ['me'],
        summary:
          'Ask customer service to delete the account (spec §6): recorded and confirmed now (201), or the open request again (200); 409 OUTSTANDING_ORDER while a loan is open',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        body: DeletionRequestBodySchema,
        response: {
          200: DeletionRequestSchema,
          201: DeletionRequestSchema,
          ...errorResponses(400, 401, 409, 413, 415, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = currentCustomer(request);
      const { created, view } = await me.requestDeletion(customerId, request.body.reason);
      return reply.code(created ? 201 : 200).send(view);
    },
  );
};
