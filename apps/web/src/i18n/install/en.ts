/** English strings of the install-to-home-screen offer (spec §1, §9). */
export const enInstall = {
  install: {
    title: 'Add {{proName}} to your home screen',
    reward: 'Open it in one tap and get {{amount}} off a repayment.',
    noReward: 'Open it in one tap, like any app.',
    add: 'Add to home screen',
    howTo: 'Show me how',
    later: 'Not now',
    granted: 'Thank you! Your {{amount}} repayment coupon is in My coupons.',
    iosTitle: 'Add to your home screen',
    iosShare: 'Tap the Share button in Safari.',
    iosAdd: 'Scroll down and choose "Add to Home Screen", then Add.',
    iosOpen: 'Open {{proName}} from your home screen.',
    iosOpenReward: 'Open {{proName}} from your home screen: your {{amount}} coupon is added then.',
    iosDone: 'Got it',
  },
} as const;
