import { enApplication } from './application/en';
import { enApplicationForms } from './application-forms/en';
import { enCalculators } from './calculators/en';
import { enCoupons } from './coupons/en';
import { enCustomer } from './customer/en';
import { enDiagnostics } from './diagnostics/en';
import { enDisbursal } from './disbursal/en';
import { enDocuments } from './documents/en';
import { enEmail } from './email/en';
import { enFeedback } from './feedback/en';
import { enHelp } from './help/en';
import { enInstall } from './install/en';
import { enMessages } from './messages/en';
import { enOrder } from './order/en';
import { enReferrals } from './referrals/en';
import { enRepayment } from './repayment/en';
/** English strings of the pages behind login; they load with those pages. */
export const enApp = {
  ...enCustomer,
  ...enApplication,
  ...enApplicationForms,
  ...enOrder,
  ...enDocuments,
  ...enEmail,
  ...enDisbursal,
  ...enRepayment,
  ...enCoupons,
  ...enFeedback,
  ...enMessages,
  ...enInstall,
  ...enReferrals,
  ...enHelp,
  ...enCalculators,
  ...enDiagnostics,
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
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordMismatch: 'The two passwords do not match.',
    passwordSaved: 'Password saved',
    deleteAccount: 'Delete account',
    deleteAccountBody:
      'We will send your request to customer service, who delete the account within 30 days and tell you when it is done. Records the law requires a lender to keep (your loans and repayments) are kept; everything else is erased. You can also write to {{email}}.',
    deleteAccountSend: 'Send request',
    deleteAccountCancel: 'Keep my account',
    deleteAccountSent: 'Request received. Customer service will confirm when your account is deleted.',
    deleteAccountPending: 'Requested on {{date}}',
    diagnostics: 'Diagnostics',
    signOut: 'Sign out',
    signOutConfirm: 'Sign out of this device?',
    save: 'Save',
  },
  lang: {
    title: 'Language',
    changed: 'Language changed',
  },
} as const;
