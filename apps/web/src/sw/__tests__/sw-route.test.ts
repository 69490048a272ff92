import { describe, expect, it } from 'vitest';
import { isCacheable, routeRequest } from '../sw-route';

const ORIGIN = 'https://app.rupeesetu.in';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('the service worker routing rule', () => {
  it('never answers for the API: every method, page loads and downloads included', () => {
    expect(routeRequest(get('/api/v1/home'), ORIGIN)).toBe('pass');
    expect(routeRequest(get('/api/v1/messages/unread-count'), ORIGIN)).toBe('pass');
    expect(routeRequest(get('/api/v1/orders/1/documents/kfs/pdf', 'navigate'), ORIGIN)).toBe('pass');
    expect(routeRequest(get('/api'), ORIGIN)).toBe('pass');
    expect(routeRequest({ ...get('/api/v1/coupons/home-screen'), method: 'POST' }, ORIGIN)).toBe('pass');
    // an API on another host (prodRequestUrl) is not ours either
    expect(
      routeRequest({ method: 'GET', url: 'https://api.rupeesetu.in/api/v1/home', mode: 'cors' }, ORIGIN),
    ).toBe('pass');
  });

  it('keeps hashed build files cache-first and loads pages network-first with the shell offline', () => {
    expect(routeRequest(get('/assets/index-DIYZyDbF.js'), ORIGIN)).toBe('cache-first');
    expect(routeRequest(get('/assets/home-CZu7_tyG.css'), ORIGIN)).toBe('cache-first');
    expect(routeRequest(get('/', 'navigate'), ORIGIN)).toBe('shell');
    expect(routeRequest(get('/?p=google', 'navigate'), ORIGIN)).toBe('shell');
    expect(routeRequest(get('/index.html', 'navigate'), ORIGIN)).toBe('shell');
  });

  it('asks the network first for unhashed files, and leaves alone what is not a plain GET of ours', () => {
    expect(routeRequest(get('/logo.svg'), ORIGIN)).toBe('network-first');
    expect(routeRequest(get('/icons/icon-192.png'), ORIGIN)).toBe('network-first');
    expect(routeRequest(get('/manifest.webmanifest'), ORIGIN)).toBe('network-first');
    expect(routeRequest(get('/sw.js'), ORIGIN)).toBe('pass');
    expect(routeRequest({ ...get('/assets/x.js'), method: 'HEAD' }, ORIGIN)).toBe('pass');
    expect(
      routeRequest({ method: 'GET', url: 'https://cdn.example.com/assets/x.js', mode: 'cors' }, ORIGIN),
    ).toBe('pass');
    expect(routeRequest({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toBe('pass');
  });

  it('keeps only whole answers of the file asked for, never HTML in place of a script', () => {
    const answer = (status: number, type: string, contentType: string) => ({
      ok: status >= 200 && status < 300,
      type,
      headers: new Headers({ 'content-type': contentType }),
    });
    expect(isCacheable(answer(200, 'basic', 'text/javascript'), 'cache-first')).toBe(true);
    expect(isCacheable(answer(200, 'basic', 'text/html; charset=utf-8'), 'cache-first')).toBe(false);
    expect(isCacheable(answer(404, 'basic', 'application/json'), 'cache-first')).toBe(false);
    expect(isCacheable(answer(200, 'opaque', ''), 'network-first')).toBe(false);
    expect(isCacheable(answer(200, 'basic', 'image/svg+xml'), 'network-first')).toBe(true);
  });
});
