import { enAgreements } from './agreements/en';
import { enApply } from './apply/en';
import { enApplyForms } from './apply-forms/en';
import { enCoupons } from './coupons/en';
import { enDisbursal } from './disbursal/en';
import { enRepayment } from './repayment/en';
import { enWithdraw } from './withdraw/en';
/** English strings of the pages behind login; they load with those pages. */
export const enApp = {
  ...enApply,
  ...enApplyForms,
  ...enWithdraw,
  ...enAgreements,
  ...enDisbursal,
  ...enRepayment,
  ...enCoupons,
  tabs: { home: 'Home', loan: 'My Loan', profile: 'Profile' },
  home: {
    limitTitle: 'Your loan amount, up to',
    applyMinutes: 'About 5 minutes to apply',
    reviewMinutes: 'Review in up to 20 minutes',
    apply: 'Apply now',
    products: 'Loan products',
    sheetTitle: 'Before you start',
    sheetIntro: 'Keep these ready. The application takes about 5 minutes.',
    startApplication: 'Start application',
    opensSoon: 'Opens soon',
    loadFailed: 'We could not load your home page.',
    loadFailedBody: 'Check your mobile data or Wi-Fi, then try again.',
  },
  loan: {
    title: 'My Loan',
    emptyTitle: 'You have no loans yet',
    emptyBody: 'When you take a loan, its amount, due date and repayments will show here.',
    toHome: 'Go to Home',
  },
  profile: {
    title: 'Profile',
    phone: 'Mobile number',
    settings: 'Settings',
    language: 'Language',
    serviceEmail: 'Customer service',
    serviceHours: 'Every day, 09:00–18:00',
  },
  setup: {
    title: 'Settings',
    version: 'Version',
    language: 'Language',
    setPassword: 'Set password',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordMismatch: 'The two passwords do not match.',
    passwordSaved: 'Password saved',
    deleteAccount: 'Delete account',
    deleteAccountBody:
      'To delete your account, please contact customer service at {{email}}. We will confirm once it is done.',
    diagnostics: 'Diagnostics',
    signOut: 'Sign out',
    signOutConfirm: 'Sign out of this device?',
    save: 'Save',
  },
  lang: {
    title: 'Language',
    changed: 'Language changed',
  },
  diagnostics: {
    title: 'Diagnostics',
    appVersion: 'App version',
    serverVersion: 'Server version',
    apiHealth: 'API health',
    database: 'Database',
    language: 'Language',
    nativeBridge: 'Native bridge',
    inApp: 'Running in the app',
    deviceType: 'Device type code',
    customerId: 'Customer ID',
    userAgent: 'Browser',
    present: 'Present',
    absent: 'Not present',
    checking: 'Checking…',
    unreachable: 'Unreachable',
    recheck: 'Check again',
  },
} as const;
