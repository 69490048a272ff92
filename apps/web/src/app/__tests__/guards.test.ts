import { beforeEach, describe, expect, it } from 'vitest';
import { guardRedirect, readQuery, rememberQueryFlags, resolveAlias } from '../guards';
import { NO_CHECK_PATHS, ROUTE_PATHS } from '../routes';

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    set: (key: string, value: string | null) => (value === null ? data.delete(key) : data.set(key, value)),
  };
}

describe('readQuery', () => {
  it('reads the query before the hash and inside it, the hash winning', () => {
    const params = readQuery('?p=web&isBrowser=true', '?p=ads');
    expect(params.get('p')).toBe('ads');
    expect(params.get('isBrowser')).toBe('true');
  });
});

describe('rememberQueryFlags (spec §2)', () => {
  let local: ReturnType<typeof memory>;
  let session: ReturnType<typeof memory>;
  beforeEach(() => {
    local = memory();
    session = memory();
  });

  it('saves p as the promotion channel in sessionStorage', () => {
    rememberQueryFlags(new URLSearchParams('p=fb_ads'), { local, session });
    expect(session.data.get('promotion_channel')).toBe('fb_ads');
  });

  it('keeps the code (ref) of a referral link for the sign-up, beside its channel', () => {
    rememberQueryFlags(new URLSearchParams('p=referral&ref=K7M2Q9XA'), { local, session });
    expect(session.data.get('promotion_channel')).toBe('referral');
    expect(session.data.get('referral_code')).toBe('K7M2Q9XA');
  });

  it('remembers isBrowser=true only', () => {
    rememberQueryFlags(new URLSearchParams('isBrowser=false'), { local, session });
    expect(session.data.has('isBrowser')).toBe(false);
    rememberQueryFlags(new URLSearchParams('isBrowser=true'), { local, session });
    expect(session.data.get('isBrowser')).toBe('true');
  });

  it('stores deskrop as a flag in localStorage, even without a value', () => {
    rememberQueryFlags(new URLSearchParams('deskrop'), { local, session });
    expect(local.data.get('deskrop')).toBe('1');
    rememberQueryFlags(new URLSearchParams('deskrop=2'), { local, session });
    expect(local.data.get('deskrop')).toBe('2');
  });

  it('touches nothing without those queries', () => {
    rememberQueryFlags(new URLSearchParams('x=1'), { local, session });
    expect(local.data.size + session.data.size).toBe(0);
  });
});

describe('guardRedirect (spec §2)', () => {
  it('sends a logged-in user from /start to /homeIndex', () => {
    expect(guardRedirect('/start', true)).toBe('/homeIndex');
  });

  it('lets a logged-in user open any other page', () => {
    for (const path of ROUTE_PATHS) if (path !== '/start') expect(guardRedirect(path, true)).toBeNull();
  });

  it('sends a visitor from a checked page to /start', () => {
    for (const path of ['/homeIndex', '/loanIndex', '/my', '/setup', '/changeLang', '/test']) {
      expect(guardRedirect(path, false)).toBe('/start');
    }
  });

  it('lets a visitor open the no-check pages', () => {
    expect([...NO_CHECK_PATHS].sort()).toEqual([
      '/conditionalTerms',
      // an SMS document link: the session or a code sent to the phone opens it (decision 082)
      '/d/:token',
      '/loginprivacy',
      '/method',
      '/privacy',
      // the recovery agents acting for the lender, published (decision 086)
      '/recoveryAgents',
      '/start',
    ]);
    for (const path of NO_CHECK_PATHS) expect(guardRedirect(path, false)).toBeNull();
  });
});

describe('resolveAlias', () => {
  const aliases = { x7k2: '/homeIndex', '/q9': 'setup', '/loop': '/nowhere' };
  it('maps an alias to its registered route, with or without slashes', () => {
    expect(resolveAlias('/x7k2', aliases)).toBe('/homeIndex');
    expect(resolveAlias('/q9', aliases)).toBe('/setup');
  });
  it('ignores aliases of unregistered routes and unknown paths', () => {
    expect(resolveAlias('/loop', aliases)).toBeNull();
    expect(resolveAlias('/other', aliases)).toBeNull();
  });
});
