// The coupon pages, loaded with the profile pages as one chunk (docs/decisions/006).

export { default as CouponPage } from './coupon';
export { default as CouponInvalidPage } from './coupon-invalid';
