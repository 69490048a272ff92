import { describe, expect, it } from 'vitest';
import type { nativeEvents } from '@/lib/native-events';
import { announceRoute, announceRoutes } from '../native-route-events';

type Call = [name: string, ...args: unknown[]];

/** The route-level events as a list of calls, in order. */
function recorder() {
  const calls: Call[] = [];
  const events = new Proxy({} as typeof nativeEvents, {
    get:
      (_target, name: string) =>
      (...args: unknown[]) =>
        calls.push([name, ...args]),
  });
  return { calls, events };
}

describe('announceRoute', () => {
  it('every page: openPage with its path, and the tab bar hidden off the tabs', () => {
    const { calls, events } = recorder();
    announceRoute('/setup', '/my', events);
    expect(calls).toEqual([
      ['pageShown', '/setup'],
      ['headTabBar', false],
    ]);
  });

  it('a tab page: the tab bar shown, the tab, and the page of that tab', () => {
    const { calls, events } = recorder();
    announceRoute('/homeIndex', null, events);
    announceRoute('/my', '/homeIndex', events);
    expect(calls).toEqual([
      ['pageShown', '/homeIndex'],
      ['headTabBar', true],
      ['tabShown', 'home'],
      ['homeShown'],
      ['pageShown', '/my'],
      ['headTabBar', true],
      ['tabShown', 'profile'],
      ['profileShown'],
    ]);
  });

  it('coming back to the same tab from a page without tabs names the tab again', () => {
    const { calls, events } = recorder();
    announceRoute('/loanIndex', '/bill', events);
    expect(calls).toContainEqual(['tabShown', 'loan']);
  });

  it.each([
    ['/faq', 'helpShown'],
    ['/helpCenter', 'helpShown'],
    ['/aboutUs', 'aboutUsShown'],
    ['/customerService', 'customerServiceShown'],
    ['/changeBank', 'changeBankShown'],
  ])('%s: %s', (path, event) => {
    const { calls, events } = recorder();
    announceRoute(path, '/my', events);
    expect(calls).toContainEqual([event]);
  });

  it('the withdrawal funnel: open, then confirm', () => {
    const { calls, events } = recorder();
    announceRoute('/withdrawPage', '/homeIndex', events);
    announceRoute('/withdrawModel', '/withdrawPage', events);
    expect(calls.filter(([name]) => name === 'withdrawStep')).toEqual([
      ['withdrawStep', 'open'],
      ['withdrawStep', 'confirm'],
    ]);
  });

  it('toAuth when the checklist is opened from outside the application, not on the way back from a step', () => {
    const { calls, events } = recorder();
    announceRoute('/authIndex', '/homeIndex', events);
    announceRoute('/authIndex', '/contact', events);
    announceRoute('/authIndex', null, events);
    expect(calls.filter(([name]) => name === 'applicationOpened')).toHaveLength(2);
  });
});

describe('announceRoutes', () => {
  type State = Parameters<typeof announceRoutes>[0]['state'];
  const state = (pathname: string, search = '', idle = true, initialized = true) =>
    ({
      initialized,
      navigation: { state: idle ? 'idle' : 'loading' },
      location: { pathname, search },
    }) as unknown as State;

  it('announces settled routes once each, after the first navigation', () => {
    const { calls, events } = recorder();
    let listener: ((next: State) => void) | undefined;
    const router = {
      state: state('/', '', true, false),
      subscribe: (fn: (next: State) => void) => {
        listener = fn;
        return () => undefined;
      },
    };
    announceRoutes(router as unknown as Parameters<typeof announceRoutes>[0], events);
    expect(calls).toEqual([]);
    listener?.(state('/start'));
    listener?.(state('/homeIndex', '', false));
    listener?.(state('/homeIndex'));
    listener?.(state('/homeIndex'));
    listener?.(state('/withdrawDetail', '?id=a'));
    listener?.(state('/withdrawDetail', '?id=b'));
    expect(calls.filter(([name]) => name === 'pageShown')).toEqual([
      ['pageShown', '/start'],
      ['pageShown', '/homeIndex'],
      ['pageShown', '/withdrawDetail'],
      ['pageShown', '/withdrawDetail'],
    ]);
  });
});
