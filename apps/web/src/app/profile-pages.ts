// The profile tab, its settings pages, the coupon pages and the message center as one lazy chunk,
// behind one loader in the route table (docs/decisions/006).

export { default as MyPage } from '@/app/routes/profile/my';
export { CouponInvalidPage, CouponPage } from '@/features/coupons/routes';
export { MsgCenterPage, MsgDetailPage } from '@/features/messages/routes';
export { default as ChangeLangPage } from '@/features/profile/routes/change-lang';
export { default as DevicesPage } from '@/features/profile/routes/devices';
export { default as SetupPage } from '@/features/profile/routes/setup';
