/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import { couponRoutes } from './coupon-routes';

export { couponRepository } from './coupon-repository';
export { COUPON_DAYS, couponRoutes } from './coupon-routes';

/** /api/v1/coupons */
export async function couponsModule(
  app: App,
  { db, clock, config }: Core,
  requireCustomer: onRequestHookHandler,
) {
  await app.register(couponRoutes, {
    prefix: '/api/v1/coupons',
    db,
    clock,
    homeScreenCouponPaise: config.HOME_SCREEN_COUPON_PAISE,
    requireCustomer,
  });
}
