// The profile tab, its settings pages, the coupon pages and the message center as one lazy chunk,
// behind one loader in the route table (docs/decisions/006).

export { default as MyPage } from '@/app/routes/profile/my';
export { CouponInvalidPage, CouponPage } from '@/features/coupons/routes';
export { default as ChangeLangPage } from '@/features/customer/routes/change-lang';
export { default as DevicesPage } from '@/features/customer/routes/devices';
export { default as SetupPage } from '@/features/customer/routes/setup';
export { default as EmailPage } from '@/features/email/routes/email';
export { MsgCenterPage, MsgDetailPage } from '@/features/messages/routes';
