import { CouponListSchema, CouponViewSchema } from '@app/contract';
import { formatDate, formatMoney } from '@app/domain';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import type { Clock } from '../../lib/clock';
import { messageRepository } from '../../platform/message-repository';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { couponRepository } from './coupon-repository';
import { toCouponView } from './coupon-view';

/** A coupon lasts this long from when it is given. */
export const COUPON_DAYS = 30;

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
      const validUntil = new Date(now.getTime() + COUPON_DAYS * 86_400_000);
      await db.transaction(async (tx) => {
        const issued = await couponRepository.issue(tx, {
          customerId,
          kind: 'repayment',
          source: 'home_screen',
          facePaise: homeScreenCouponPaise,
          minAmountPaise: 0,
          validFrom: now,
          validUntil,
        });
        // The message center tells of the gift once, with the coupon it announces.
        if (!issued) return;
        await messageRepository.write(tx, {
          customerId,
          kind: 'activity',
          template: 'home_screen_coupon',
          params: {
            amount: formatMoney(homeScreenCouponPaise / 100, { symbol: true }),
            date: formatDate(validUntil),
          },
          now,
        });
      });
      const row = (await couponRepository.listOwn(db, customerId)).find((c) => c.source === 'home_screen');
      if (!row) throw new AppError('COUPON_UNAVAILABLE');
      return toCouponView(row, now);
    },
  );
};
