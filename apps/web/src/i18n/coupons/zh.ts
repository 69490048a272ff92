import type { Resources } from '../en';

/** 优惠券页面（spec §2 /coupon、/couponInvalid）。 */
export const zhCoupons: Pick<Resources, 'coupons'> = {
  coupons: {
    title: '我的优惠券',
    profileEntry: '优惠券',
    tab: { repayment: '应用平台', withdrawal: '提现' },
    kind: { repayment: '抵扣还款', withdrawal: '抵扣费用' },
    source: {
      welcome: '新人优惠券',
      home_screen: '添加到主屏幕奖励',
      referral: '邀请奖励',
      other: '优惠券',
    },
    min: {
      repayment: '还款满 {{min}} 可用',
      withdrawal: '借款满 {{min}} 可用',
    },
    anyAmount: '任意金额可用',
    validity: '有效期至 {{until}}',
    usedOn: '使用于 {{date}}',
    state: { unused: '未使用', used: '已使用', expired: '已过期', invalid: '已失效' },
    empty: {
      repayment: '暂无可用的应用平台优惠券。',
      withdrawal: '暂无可用的提现优惠券。',
    },
    spentLink_one: '已使用和已过期的优惠券（{{count}}）',
    spentLink_other: '已使用和已过期的优惠券（{{count}}）',
    spentTitle: '已使用和已过期',
    spentEmpty: '暂无已使用或已过期的优惠券。',
    loadFailed: '优惠券加载失败。',
    retry: '重试',
  },
};
