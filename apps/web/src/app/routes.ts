import type { ComponentType } from 'react';
import { PRODUCTS_PATH } from '@/features/auth/api/products-path';
import { HOME_PATH } from '@/features/home/api/home-path';
import { languageReady } from '@/i18n';
import { requestEarly } from '@/lib/early-request';
import { APPLICATION_PAGES } from './application-paths';
import type { LOAN_PAGES } from './loan-pages';

type LoanPages = typeof LOAN_PAGES;

export interface AppRoute {
  path: string;
  /** The page module, loaded on first visit. */
  page: () => Promise<{ default: ComponentType }>;
  /** Reachable without login (spec §2 "no check"). */
  noCheck?: true;
  /** Shown with the Home / My Loan / Profile tab bar. */
  tabs?: true;
  /** Asks for the page's first data while its code loads, when the app opens on it (app/guards.ts). */
  prefetch?: () => void;
}

type Pages = Record<string, ComponentType>;

/**
 * One named page of a feature whose pages load together as one chunk: every
 * route of it shares one loader, so the entry chunk carries one dependency
 * list for the feature instead of one per route (docs/decisions/006).
 */
function pageOf<M extends Pages>(load: () => Promise<M>) {
  return (name: keyof M & string) => () =>
    load().then((pages) => ({ default: pages[name] as ComponentType }));
}

const application = pageOf(() => import('@/features/application/routes'));
const legal = pageOf(() => import('@/features/legal/routes'));
const profile = pageOf(() => import('./profile-pages'));
const referrals = pageOf(() => import('@/features/referrals/routes'));
const help = pageOf(() => import('@/features/help/routes'));
const calculators = pageOf(() => import('@/features/calculators/routes'));
const loan = pageOf(() => import('./loan-pages').then((m) => m.LOAN_PAGES));
const documents = pageOf(() => import('./routes/documents').then((m) => m.DOCUMENT_PAGES));
/** The loan's pages, each at `/<its name>` (app/loan-pages.ts). */
const LOAN_ROUTES: readonly (keyof LoanPages)[] = [
  'withdrawPage',
  'withdrawModel',
  'withdrawDetail',
  'protocol',
  'agreementList',
  'kfs',
  'letter',
  'loan',
  'sign',
  'Esign',
  'triLink',
  'seeAgreement',
  'pendingWaitLoan',
  'changeBank',
  'bill',
  'Repayment',
  'RepaymentCode',
  'paymentProcess',
  'repaidPage',
  'paymentHistory',
  // Auto-debit's set-up (issue 32); the spec's route list has no page for it.
  'autoDebit',
];

/**
 * The one route table (hash routes, spec §2). Routes of later issues are added
 * here when they are built; until then an unknown path redirects (see guards).
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/start',
    noCheck: true,
    page: () => import('@/features/auth/routes/start'),
    // The figures of the offer: asked for beside the page's code.
    prefetch: () => requestEarly(PRODUCTS_PATH),
  },
  { path: '/method', noCheck: true, page: () => import('@/features/auth/routes/method') },
  // The page an SMS document link opens (decision 082): the session, or a code sent to the phone.
  { path: '/d/:token', noCheck: true, page: () => import('@/features/documents/routes/document-link') },
  { path: '/privacy', noCheck: true, page: legal('PrivacyPage') },
  { path: '/loginprivacy', noCheck: true, page: legal('LoginPrivacyPage') },
  { path: '/conditionalTerms', noCheck: true, page: legal('ConditionalTermsPage') },
  {
    path: '/recoveryAgents',
    noCheck: true,
    page: () => import('@/features/recovery-agents/routes/recovery-agents'),
  },
  { path: '/test', page: () => import('@/features/diagnostics/routes/test') },
  {
    path: '/homeIndex',
    tabs: true,
    page: () => import('./routes/home/home-index'),
    // Once the language is set: an expired session's message comes in the user's language.
    prefetch: () => void languageReady.then(() => requestEarly(HOME_PATH)),
  },
  { path: '/loanIndex', tabs: true, page: () => import('./routes/loan/loan-index') },
  { path: '/my', tabs: true, page: profile('MyPage') },
  { path: '/setup', page: profile('SetupPage') },
  { path: '/changeLang', page: profile('ChangeLangPage') },
  // Signed-in devices (decision 063); the spec's route list has no page for it.
  { path: '/devices', page: profile('DevicesPage') },
  // The address documents are e-mailed to (decision 082); not in the spec's list.
  { path: '/email', page: profile('EmailPage') },
  { path: '/coupon', page: profile('CouponPage') },
  { path: '/couponInvalid', page: profile('CouponInvalidPage') },
  { path: '/question', page: () => import('@/features/feedback/routes/question') },
  // Refer and earn (spec §1); the spec's route list has no page for it (docs/decisions/022).
  { path: '/invite', page: referrals('InvitePage') },
  { path: '/helpCenter', page: help('HelpCenterPage') },
  { path: '/faq', page: help('FaqPage') },
  { path: '/faqDetail', page: help('FaqDetailPage') },
  { path: '/customerService', page: help('CustomerServicePage') },
  { path: '/aboutUs', page: help('AboutUsPage') },
  { path: '/msgCenter', page: profile('MsgCenterPage') },
  { path: '/msgDetail', page: profile('MsgDetailPage') },
  // Spec §1 names the calculators but no routes: these five are ours (docs/decisions/026).
  { path: '/calculators', page: calculators('CalculatorsPage') },
  { path: '/emiCalculator', page: calculators('EmiCalculatorPage') },
  { path: '/fdCalculator', page: calculators('FdCalculatorPage') },
  { path: '/rdCalculator', page: calculators('RdCalculatorPage') },
  { path: '/compareLoans', page: calculators('CompareLoansPage') },
  ...APPLICATION_PAGES.map(([path, name]) => ({ path, page: application(name) })),
  ...LOAN_ROUTES.map((name) => ({ path: `/${name}`, page: loan(name) })),
  { path: '/pdf/:flag/:url', page: loan('pdf') },
  // The borrower's documents and the account's documents as pages (issue 33); not in the spec's list.
  ...(['documents', 'statement', 'foreclosure', 'noc', 'schedule'] as const).map((name) => ({
    path: `/${name}`,
    page: documents(name),
  })),
];

export const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((route) => route.path));
export const NO_CHECK_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.noCheck).map((route) => route.path),
);
