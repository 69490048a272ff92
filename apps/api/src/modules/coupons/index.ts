/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { couponRepository } from './coupon-repository';
export { COUPON_DAYS, couponRoutes } from './coupon-routes';
