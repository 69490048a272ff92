import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app';

/** A build with its shell page and one hashed asset, as Vite writes it. */
function fakeBuild(prefix: string, title: string): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

describe('the operations console as the API serves it, beside the borrower app', () => {
  const ctx = useTestApp('pglite');
  let web = '';
  let console_ = '';
  beforeAll(() => {
    web = fakeBuild('web-dist-', 'borrower');
    console_ = fakeBuild('console-dist-', 'console');
  });
  afterAll(() => {
    rmSync(web, { recursive: true, force: true });
    rmSync(console_, { recursive: true, force: true });
  });

  it('serves the console at /console/ and its index for any page under it, revalidated each visit', async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: console_ });
    for (const path of ['/console/', '/console/anything', '/console/staff/123?tab=audit']) {
      const res = await call(app, 'GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body, path).toContain('<title>console</title>');
    }
    const bare = await call(app, 'GET', '/console');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
  });

  it('caches hashed console files for a year and answers 404, not HTML, for one the build lacks', async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: console_ });
    const asset = await call(app, 'GET', '/console/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gone = await call(app, 'GET', '/console/assets/index-OLD.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("still serves the borrower app at / and its own pages, never the console's", async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: console_ });
    for (const path of ['/', '/my', '/consoles']) {
      const res = await call(app, 'GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<title>borrower</title>');
    }
  });

  it("without a console build, /console/ is a 404 rather than the borrower's page", async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: join(console_, 'missing') });
    const res = await call(app, 'GET', '/console/anything');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call(app, 'GET', '/my')).body).toContain('<title>borrower</title>');
  });

  it("lets the console call the staff API: its pages carry the same-origin CSP, with a nonce for antd's styles", async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: console_ });
    const csp = (await call(app, 'GET', '/console/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self'");
  });
});
