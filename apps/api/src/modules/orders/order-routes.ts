import {
  IdempotencyHeadersSchema,
  OrderListSchema,
  OrderViewSchema,
  QuoteSchema,
  WithdrawOptionsSchema,
  WithdrawRequestSchema,
} from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { OrderService } from './order-service';

const common = { tags: ['withdrawal'], security: BEARER_SECURITY, headers: BearerHeadersSchema };

/** Withdrawal and loan orders (spec §1 step 5, §3 loan order). Scoped to the session's customer. */
export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { orders, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/withdraw/options',
    {
      schema: {
        ...common,
        summary: 'Amounts and terms open to the approved customer (spec §9 loan options and max loan)',
        response: { 200: WithdrawOptionsSchema, ...errorResponses(401, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) => orders.options(currentCustomer(request).customerId),
  );

  app.post(
    '/withdraw/quote',
    {
      schema: {
        ...common,
        summary: 'Price an amount and term: fees, GST, received amount, schedule and APR; stores nothing',
        body: WithdrawRequestSchema,
        response: { 200: QuoteSchema, ...errorResponses(400, 401, 409, 413, 415, ...COMMON_ERRORS) },
      },
    },
    async (request) => orders.quote(currentCustomer(request).customerId, request.body),
  );

  app.post(
    '/orders',
    {
      schema: {
        ...common,
        headers: BearerHeadersSchema.extend(IdempotencyHeadersSchema.shape),
        summary:
          'Confirm a withdrawal: one order priced now. Needs an Idempotency-Key; a replay returns the first answer',
        body: WithdrawRequestSchema,
        response: {
          201: OrderViewSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = currentCustomer(request);
      const order = await orders.confirm(customerId, request.headers['idempotency-key'], request.body);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        ...common,
        summary: "The customer's orders, newest first",
        response: { 200: OrderListSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => ({ orders: await orders.list(currentCustomer(request).customerId) }),
  );

  app.get(
    '/orders/current',
    {
      schema: {
        ...common,
        summary: "The customer's open order, or null",
        response: { 200: OrderViewSchema.nullable(), ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => orders.current(currentCustomer(request).customerId),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...common,
        summary: "One of the customer's orders; any other id is 404",
        params: z.object({ id: z.uuid() }),
        response: { 200: OrderViewSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => orders.get(currentCustomer(request).customerId, request.params.id),
  );
};
