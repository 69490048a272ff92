import { OrderViewSchema } from '@app/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYOUT_FAILURE_REASONS } from '../../adapters/payout';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { acceptSignedJson } from '../../http/signed-json';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { OrderService } from '../orders';
import type { Disbursal } from './disbursal-service';

/** PUT /orders/:id/bank: new bank details after a failed payout (spec §2 /changeBank). */
export const changeBankRoutes: FastifyPluginAsyncZod<{
  disbursal: Disbursal;
  orders: OrderService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { disbursal, orders, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  app.put(
    '/orders/:id/bank',
    {
      schema: {
        tags: ['withdrawal'],
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        summary:
          'After a failed payout and before its fix date: new bank details (they must differ from the old), then the payout is tried again',
        params: z.object({ id: z.uuid() }),
        body: z.unknown(),
        response: { 200: OrderViewSchema, ...errorResponses(400, 401, 404, 409, 413, 415, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      await disbursal.changeBank(customer, request.params.id, request.body);
      return orders.get(customer.customerId, request.params.id);
    },
  );
};

const PayoutNotice = z
  .object({
    idempotencyKey: z.string().min(1).max(200),
    status: z.enum(['succeeded', 'failed']),
    utr: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    reason: z.enum(PAYOUT_FAILURE_REASONS).optional(),
  })
  .refine((n) => (n.status === 'succeeded' ? n.utr !== undefined : n.reason !== undefined));

/**
 * POST /webhooks/payouts: the payout gateway's notice of a result, signed
 * with HMAC-SHA256 of the raw body (header x-signature, hex). A replayed or
 * late notice is answered 200 and changes nothing.
 */
export function payoutWebhookRoutes(deps: { disbursal: Disbursal; secret: string }): FastifyPluginAsync {
  return async (app) => {
    acceptSignedJson(app, deps.secret);
    app.post('/webhooks/payouts', { schema: { hide: true } }, async (request) => {
      const notice = PayoutNotice.safeParse(request.body);
      if (!notice.success) throw new AppError('VALIDATION_FAILED');
      const { idempotencyKey, status, utr, reason } = notice.data;
      const result =
        status === 'succeeded'
          ? { status, utr: utr ?? '' }
          : { status, reason: reason ?? ('account_invalid' as const) };
      return { outcome: await deps.disbursal.applyResult(idempotencyKey, result) };
    });
  };
}
