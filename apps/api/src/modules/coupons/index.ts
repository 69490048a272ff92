/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { couponRoutes } from './coupon-routes';

export { couponRepository } from './coupon-repository';
export { COUPON_DAYS, couponRoutes } from './coupon-routes';

/** /api/v1/coupons */
export const couponsModule = modulePlugin('coupons', ['core', 'auth'], async (app, { db, clock, config }) => {
  await app.register(couponRoutes, {
    prefix: '/api/v1/coupons',
    db,
    clock,
    homeScreenCouponPaise: config.HOME_SCREEN_COUPON_PAISE,
    requireCustomer: app.requireCustomer,
  });
});
