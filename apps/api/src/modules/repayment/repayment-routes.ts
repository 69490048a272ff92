import {
  BillSchema,
  IdempotencyHeadersSchema,
  LimitOfferSchema,
  RepaymentListSchema,
  RepaymentViewSchema,
  RepayRequestSchema,
  UtrBodySchema,
} from '@app/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { acceptSignedJson } from '../../http/signed-json';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { LimitOffers } from '../offers';
import type { RepaymentService } from './repayment-service';

const common = { tags: ['repayment'], security: BEARER_SECURITY, headers: BearerHeadersSchema };
const IdParams = z.object({ id: z.uuid() });

/** Bills, repayments, UTRs and limit offers (spec §1 step 6, §2 repayment routes). Scoped to the session's customer. */
export const repaymentRoutes: FastifyPluginAsyncZod<{
  repayments: RepaymentService;
  offers: LimitOffers;
  requireCustomer: onRequestHookHandler;
}> = async (app, { repayments, offers, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/orders/:id/bill',
    {
      schema: {
        ...common,
        summary:
          "A disbursed loan's bill: the §3 fields, instalments, today's bill, payoff, extension and state",
        params: IdParams,
        response: { 200: BillSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) => repayments.bill(currentCustomer(request).customerId, request.params.id),
  );

  app.post(
    '/orders/:id/repayments',
    {
      schema: {
        ...common,
        headers: BearerHeadersSchema.extend(IdempotencyHeadersSchema.shape),
        summary:
          'Start a repayment (bill, full, partial, extension or cooling-off exit) by UPI or the gateway; priced now. Needs an Idempotency-Key',
        params: IdParams,
        body: RepayRequestSchema,
        response: {
          201: RepaymentViewSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = currentCustomer(request);
      const created = await repayments.create(
        customerId,
        request.params.id,
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.code(201).send(created.view);
    },
  );

  app.get(
    '/repayments',
    {
      schema: {
        ...common,
        summary: "The customer's repayments of the last 3 months (spec §9), newest first",
        response: { 200: RepaymentListSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => repayments.history(currentCustomer(request).customerId),
  );

  app.get(
    '/repayments/:id',
    {
      schema: {
        ...common,
        summary: 'One repayment: its state, UPI link and QR code, allocation',
        params: IdParams,
        response: { 200: RepaymentViewSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => repayments.get(currentCustomer(request).customerId, request.params.id),
  );

  app.post(
    '/repayments/:id/utr',
    {
      schema: {
        ...common,
        summary:
          'The 12-digit UTR of a UPI payment (spec §5); each UTR counts once. The repayment is then checked',
        params: IdParams,
        body: UtrBodySchema,
        response: {
          200: RepaymentViewSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, ...COMMON_ERRORS),
        },
      },
    },
    async (request) =>
      repayments.submitUtr(currentCustomer(request).customerId, request.params.id, request.body.utr),
  );

  app.get(
    '/offers/current',
    {
      schema: {
        ...common,
        tags: ['offers'],
        summary: 'A higher limit earned by repaying on time, waiting for the borrower to accept, or null',
        response: { 200: LimitOfferSchema.nullable(), ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => offers.current(currentCustomer(request).customerId),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/offers/:id/${action}`,
      {
        schema: {
          ...common,
          tags: ['offers'],
          summary: action === 'accept' ? 'Accept the offer: the limit rises now' : 'Decline the offer',
          params: IdParams,
          response: { 200: LimitOfferSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
        },
      },
      async (request) => offers[action](currentCustomer(request).customerId, request.params.id),
    );
  }
};

const CollectionNotice = z
  .object({
    eventId: z.string().min(1).max(200),
    reference: z.string().min(1).max(64),
    status: z.enum(['succeeded', 'failed']),
    amountPaise: z.number().int().min(0).max(1e12).optional(),
    gatewayRef: z.string().max(200).optional(),
    reason: z.enum(['declined', 'expired', 'amount_mismatch']).optional(),
  })
  .refine((n) => (n.status === 'succeeded' ? n.amountPaise !== undefined : true));

/**
 * POST /webhooks/collections: the collection gateway's notice, signed with
 * HMAC-SHA256 of the raw body (header x-signature, hex), compared in constant
 * time. An event id seen before is answered 'duplicate'; a late or out-of-order notice for a
 * repayment already final changes nothing.
 */
export function collectionWebhookRoutes(deps: {
  repayments: RepaymentService;
  secret: string;
  events: {
    seen(eventId: string): Promise<boolean>;
    remember(event: { eventId: string; reference: string; status: string }): Promise<void>;
  };
}): FastifyPluginAsync {
  return async (app) => {
    acceptSignedJson(app, deps.secret);
    app.post('/webhooks/collections', { schema: { hide: true } }, async (request) => {
      const notice = CollectionNotice.safeParse(request.body);
      if (!notice.success) throw new AppError('VALIDATION_FAILED');
      const { eventId, reference, status, amountPaise, gatewayRef, reason } = notice.data;
      if (await deps.events.seen(eventId)) return { outcome: 'duplicate' };
      const result =
        status === 'succeeded'
          ? { status, amountPaise: amountPaise ?? 0, gatewayRef: gatewayRef ?? eventId }
          : { status, reason: reason ?? ('declined' as const) };
      // Applying is idempotent by itself; the event is remembered after, so a crash in between only replays it.
      const outcome = await deps.repayments.applyResult(reference, result);
      await deps.events.remember({ eventId, reference, status });
      return { outcome };
    });
  };
}

/**
 * The collection simulator's checkout page answers here: the tester pays or
 * declines (app.ts registers it only while the gateway is the simulator, so
 * never in production; docs/repayment.md).
 */
export const collectionSimulatorRoutes: FastifyPluginAsyncZod<{
  repayments: RepaymentService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { repayments, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.post(
    '/repayments/:id/simulate',
    {
      schema: {
        ...common,
        summary: 'Payment gateway simulator only: the tester pays or declines a gateway checkout',
        params: IdParams,
        body: z.object({ outcome: z.enum(['succeeded', 'failed']) }).strict(),
        response: {
          200: RepaymentViewSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, ...COMMON_ERRORS),
        },
      },
    },
    async (request) =>
      repayments.simulate(currentCustomer(request).customerId, request.params.id, request.body.outcome),
  );
};
