import { type NativeTab, nativeEvents } from '@/lib/native-events';
import { APPLICATION_PATHS } from './application-paths';
import type { AppRouter } from './router';

/** The tab pages (spec §2 home area) and the tab each one is. */
export const TAB_OF: Readonly<Record<string, NativeTab>> = {
  '/homeIndex': 'home',
  '/loanIndex': 'loan',
  '/my': 'profile',
};

/** The application's pages: entering the checklist from elsewhere is "toAuth". */
const APPLICATION: ReadonlySet<string> = new Set(APPLICATION_PATHS);

type Events = Pick<
  typeof nativeEvents,
  | 'pageShown'
  | 'headTabBar'
  | 'tabShown'
  | 'homeShown'
  | 'profileShown'
  | 'helpShown'
  | 'aboutUsShown'
  | 'customerServiceShown'
  | 'changeBankShown'
  | 'applicationOpened'
  | 'withdrawStep'
>;

/** The messages of one route change: `previous` is the path shown before, null on the first page. */
export function announceRoute(path: string, previous: string | null, events: Events = nativeEvents): void {
  const tab = TAB_OF[path] ?? null;
  events.pageShown(path);
  events.headTabBar(tab !== null);
  if (tab && tab !== (previous === null ? null : (TAB_OF[previous] ?? null))) events.tabShown(tab);
  switch (path) {
    case '/homeIndex':
      events.homeShown();
      break;
    case '/my':
      events.profileShown();
      break;
    case '/faq':
    case '/helpCenter':
      events.helpShown();
      break;
    case '/aboutUs':
      events.aboutUsShown();
      break;
    case '/customerService':
      events.customerServiceShown();
      break;
    case '/changeBank':
      events.changeBankShown();
      break;
    case '/withdrawPage':
      events.withdrawStep('open');
      break;
    case '/withdrawModel':
      events.withdrawStep('confirm');
      break;
    case '/authIndex':
      if (previous === null || !APPLICATION.has(previous)) events.applicationOpened();
      break;
  }
}

type RouterState = AppRouter['state'];

/**
 * Announces every settled route change to the native app (openPage and the
 * route-level actions): once the first navigation is done (after the native
 * handover and the guards) and after each later one, redirects resolved.
 */
export function announceRoutes(
  router: Pick<AppRouter, 'state' | 'subscribe'>,
  events: Events = nativeEvents,
) {
  let shown: string | null = null;
  let previous: string | null = null;
  const settle = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const { pathname, search } = state.location;
    if (`${pathname}${search}` === shown) return;
    shown = `${pathname}${search}`;
    announceRoute(pathname, previous, events);
    previous = pathname;
  };
  settle(router.state);
  return router.subscribe(settle);
}
