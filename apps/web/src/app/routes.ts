import type { ComponentType } from 'react';

export interface AppRoute {
  path: string;
  /** The page module, loaded on first visit. */
  page: () => Promise<{ default: ComponentType }>;
  /** Reachable without login (spec §2 "no check"). */
  noCheck?: true;
  /** Shown with the Home / My Loan / Profile tab bar. */
  tabs?: true;
}

/**
 * The one route table (hash routes, spec §2). Routes of later issues are added
 * here when they are built; until then an unknown path redirects (see guards).
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/start', noCheck: true, page: () => import('@/features/auth/routes/start') },
  { path: '/method', noCheck: true, page: () => import('@/features/auth/routes/method') },
  { path: '/privacy', noCheck: true, page: () => import('@/features/legal/routes/privacy') },
  { path: '/loginprivacy', noCheck: true, page: () => import('@/features/legal/routes/login-privacy') },
  {
    path: '/conditionalTerms',
    noCheck: true,
    page: () => import('@/features/legal/routes/conditional-terms'),
  },
  { path: '/test', page: () => import('@/features/diagnostics/routes/test') },
  { path: '/homeIndex', tabs: true, page: () => import('@/features/home/routes/home-index') },
  { path: '/loanIndex', tabs: true, page: () => import('@/features/loan/routes/loan-index') },
  { path: '/my', tabs: true, page: () => import('@/features/profile/routes/my') },
  { path: '/setup', page: () => import('@/features/profile/routes/setup') },
  { path: '/changeLang', page: () => import('@/features/profile/routes/change-lang') },
  { path: '/authIndex', page: () => import('@/features/application/routes/auth-index') },
  { path: '/identityInfo', page: () => import('@/features/application/routes/identity-info') },
  {
    path: '/identityVerification',
    page: () => import('@/features/application/routes/identity-verification'),
  },
  { path: '/baseInfo', page: () => import('@/features/application/routes/base-info') },
  {
    path: '/basicInformation',
    page: () => import('@/features/application/routes/basic-information'),
  },
  { path: '/addressList', page: () => import('@/features/application/routes/address-list') },
  { path: '/liveInformation', page: () => import('@/features/application/routes/live-information') },
  { path: '/contact', page: () => import('@/features/application/routes/contact') },
  {
    path: '/contactInformation',
    page: () => import('@/features/application/routes/contact-information'),
  },
  { path: '/bankInfo', page: () => import('@/features/application/routes/bank-info') },
];

export const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((route) => route.path));
export const NO_CHECK_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.noCheck).map((route) => route.path),
);
