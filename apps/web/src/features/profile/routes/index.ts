// The profile tab, its settings pages, the coupon pages and the message center as one lazy chunk,
// behind one loader in the route table (docs/decisions/006).

export { CouponInvalidPage, CouponPage } from '@/features/coupons/routes';
export { MsgCenterPage, MsgDetailPage } from '@/features/messages/routes';
export { default as ChangeLangPage } from './change-lang';
export { default as DevicesPage } from './devices';
export { default as MyPage } from './my';
export { default as SetupPage } from './setup';
