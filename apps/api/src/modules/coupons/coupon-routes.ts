import { CouponListSchema, CouponViewSchema } from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import type { Clock } from '../../lib/clock';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { couponRepository } from './coupon-repository';
import { toCouponView } from './coupon-view';

/** A coupon lasts this long from when it is given. */
const COUPON_DAYS = 30;

/**
 * GET /coupons: the customer's coupons with their state (spec §2 coupon list).
 * POST /coupons/home-screen: the app was added to the home screen (spec §9): a
 * repayment coupon, once per customer however often it is asked for.
 */
export const couponRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  homeScreenCouponPaise: number;
  requireCustomer: onRequestHookHandler;
}> = async (app, { db, clock, homeScreenCouponPaise, requireCustomer }) => {
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

  app.post(
    '/home-screen',
    {
      schema: {
        tags: ['coupons'],
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        summary:
          'The app was installed to the home screen: a repayment coupon (HOME_SCREEN_COUPON_PAISE), once per customer; again answers the same coupon',
        response: { 200: CouponViewSchema, ...errorResponses(401, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId } = currentCustomer(request);
      const now = clock.now();
      if (homeScreenCouponPaise <= 0) throw new AppError('COUPON_UNAVAILABLE');
      await couponRepository.issue(db, {
        customerId,
        kind: 'repayment',
        source: 'home_screen',
        facePaise: homeScreenCouponPaise,
        minAmountPaise: 0,
        validFrom: now,
        validUntil: new Date(now.getTime() + COUPON_DAYS * 86_400_000),
      });
      const row = (await couponRepository.listOwn(db, customerId)).find((c) => c.source === 'home_screen');
      if (!row) throw new AppError('COUPON_UNAVAILABLE');
      return toCouponView(row, now);
    },
  );
};
