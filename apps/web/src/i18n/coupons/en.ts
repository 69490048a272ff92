/** English strings of the coupon pages (spec §2 /coupon, /couponInvalid). */
export const enCoupons = {
  coupons: {
    title: 'My coupons',
    profileEntry: 'Coupons',
    tab: { repayment: 'App platform', withdrawal: 'Withdrawal' },
    kind: { repayment: 'off a repayment', withdrawal: 'off the fees' },
    source: {
      welcome: 'Welcome coupon',
      home_screen: 'Added to home screen',
      referral: 'Referral reward',
      other: 'Coupon',
    },
    min: {
      repayment: 'For repayments of {{min}} or more',
      withdrawal: 'For loans of {{min}} or more',
    },
    anyAmount: 'For any amount',
    validity: 'Valid until {{until}}',
    usedOn: 'Used on {{date}}',
    state: { unused: 'Unused', used: 'Used', expired: 'Expired', invalid: 'Invalid' },
    empty: {
      repayment: 'You have no app platform coupons to use now.',
      withdrawal: 'You have no withdrawal coupons to use now.',
    },
    spentLink_one: 'Used and expired coupons ({{count}})',
    spentLink_other: 'Used and expired coupons ({{count}})',
    spentTitle: 'Used and expired',
    spentEmpty: 'No used or expired coupons yet.',
    loadFailed: 'Your coupons could not be loaded.',
    retry: 'Try again',
  },
} as const;
