import { CouponListSchema } from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import type { Clock } from '../../lib/clock';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { couponRepository } from './coupon-repository';
import { toCouponView } from './coupon-view';

/** GET /coupons: the customer's coupons with their state (spec §2 coupon list). */
export const couponRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  requireCustomer: onRequestHookHandler;
}> = async (app, { db, clock, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  app.get(
    '',
    {
      schema: {
        tags: ['coupons'],
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        summary: "The customer's coupons, newest first, each unused, used, expired or invalid",
        response: { 200: CouponListSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const rows = await couponRepository.listOwn(db, currentCustomer(request).customerId);
      const now = clock.now();
      return { coupons: rows.map((row) => toCouponView(row, now)) };
    },
  );
};
