// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_ROUTE_MODULES, homeFiles, preloadHome } from '../../../build/home-preload.mjs';
import { guardRedirect } from '../guards';

const FILES = [
  '/assets/page-helpers-1.js',
  '/assets/home-2.js',
  '/assets/home-3.css',
  '/assets/home-index-4.js',
];

/** The persisted `core` store as the app writes it at login (stores/core-store.ts). */
function storeSession(publicData: Record<string, unknown>): void {
  localStorage.setItem('core', JSON.stringify({ state: { publicData }, version: 0 }));
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: new URL(link.href).pathname,
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  location.hash = '';
});

describe("preloadHome (index.html's inline script)", () => {
  it("asks for Home's files in order when a borrower with a session opens Home", () => {
    storeSession({ token: 't', customerId: 'c1' });
    location.hash = '#/homeIndex';
    preloadHome(FILES);
    expect(links()).toEqual([
      { rel: 'modulepreload', href: '/assets/page-helpers-1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/home-2.js', crossOrigin: '' },
      { rel: 'stylesheet', href: '/assets/home-3.css', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/home-index-4.js', crossOrigin: '' },
    ]);
  });

  it('does the same for the addresses the guards send to Home: none, /, /start, with a query', () => {
    // '/' redirects to /start (app/router.tsx), which sends a borrower with a session to Home
    expect(guardRedirect('/start', true)).toBe('/homeIndex');
    storeSession({ token: 't', customerId: 'c1' });
    for (const hash of ['', '#/', '#/start', '#/start?p=fb_ads', '#/homeIndex?isBrowser=true']) {
      document.head.innerHTML = '';
      location.hash = hash;
      preloadHome(FILES);
      expect(links(), hash).toHaveLength(FILES.length);
    }
  });

  it('asks for nothing on other pages, without a session, or with storage it cannot read', () => {
    storeSession({ token: 't', customerId: 'c1' });
    for (const hash of ['#/my', '#/homeIndexx', '#/withdraw', '#/start/x']) {
      location.hash = hash;
      preloadHome(FILES);
    }
    location.hash = '#/homeIndex';
    for (const stored of [null, '', 'not json', '{}', '{"state":null}', '[1]']) {
      if (stored === null) localStorage.removeItem('core');
      else localStorage.setItem('core', stored);
      preloadHome(FILES);
    }
    // logged out: the token and the customer are both needed (isLoggedIn)
    storeSession({ token: '', customerId: 'c1' });
    preloadHome(FILES);
    storeSession({ token: 't' });
    preloadHome(FILES);
    expect(links()).toEqual([]);
  });
});

describe("homeFiles (the build's list for the script)", () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-e.js', imports: ['_vendor.js'], isEntry: true },
    '_vendor.js': { file: 'assets/vendor-v.js', css: ['assets/vendor-v.css'] },
    '_helpers.js': { file: 'assets/page-helpers-h.js', imports: ['index.html'] },
    '_home.js': {
      file: 'assets/home-h.js',
      imports: ['index.html', '_helpers.js'],
      css: ['assets/home-h.css'],
    },
    'src/app/server-state-layout.tsx': { file: 'assets/layout-l.js', imports: ['_home.js', '_vendor.js'] },
    'src/app/home-tabs.tsx': { file: 'assets/home-tabs-t.js', imports: ['_home.js'] },
    'src/features/home/routes/home-index.tsx': {
      file: 'assets/home-index-i.js',
      imports: ['_home.js', '_helpers.js'],
      css: ['assets/home-index-i.css'],
    },
  };

  it("lists the route modules' files beyond the entry's, each after what it imports", () => {
    expect(HOME_ROUTE_MODULES).toEqual(Object.keys(manifest).slice(4));
    expect(homeFiles(manifest)).toEqual([
      '/assets/page-helpers-h.js',
      '/assets/home-h.js',
      '/assets/home-h.css',
      '/assets/layout-l.js',
      '/assets/home-tabs-t.js',
      '/assets/home-index-i.js',
      '/assets/home-index-i.css',
    ]);
  });

  it('fails the build when a route module is gone', () => {
    const { 'src/app/home-tabs.tsx': _gone, ...rest } = manifest;
    expect(() => homeFiles(rest)).toThrow(/src\/app\/home-tabs\.tsx is not in the build/);
  });
});
