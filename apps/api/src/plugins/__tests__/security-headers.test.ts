import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loggerOptions } from '../../lib/logger';
import { PRODUCTION_ENV, realParties } from '../../test/outside-parties';
import { call, testConfig, useTestApp } from '../../test/test-app';
import { inlineHashes, webInlineHashes } from '../security-headers';

/** A build as Vite writes it: a <head>, one hashed asset. */
function fakeBuild(prefix: string, title: string): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/a.js"></script></head><body></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'a.js'), 'console.log(1)');
  return dist;
}

/** The directives of a CSP header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers (decision 045)', () => {
  const ctx = useTestApp('pglite');
  let web = '';
  let console_ = '';
  beforeAll(() => {
    web = fakeBuild('sec-web-', 'borrower');
    console_ = fakeBuild('sec-console-', 'console');
  });
  afterAll(() => {
    rmSync(web, { recursive: true, force: true });
    rmSync(console_, { recursive: true, force: true });
  });

  it('every answer (page, asset, API, error) carries the CSP and the hardening headers', async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: console_ });
    for (const path of ['/', '/assets/a.js', '/api/health', '/api/v1/config', '/api/v1/nope', '/console/']) {
      const res = await call(app, 'GET', path);
      const h = res.headers;
      const csp = String(h['content-security-policy']);
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
      const d = directives(csp);
      expect(d.get('default-src'), path).toEqual(["'self'"]);
      expect(d.get('script-src'), path).toEqual(["'self'"]);
      expect(d.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(d.get('style-src')?.[0], path).toBe("'self'");
      expect(d.get('object-src'), path).toEqual(["'none'"]);
      expect(d.get('base-uri'), path).toEqual(["'self'"]);
      expect(d.get('form-action'), path).toEqual(["'self'"]);
      expect(d.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(d.get('connect-src'), path).toEqual(["'self'"]);
      expect(d.get('worker-src'), path).toEqual(["'self'"]);
      expect(d.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
      expect(d.get('report-uri'), path).toEqual(['/api/csp-report']);
      expect(d.get('report-to'), path).toEqual(['csp']);
      expect(h['reporting-endpoints'], path).toBe('csp="/api/csp-report"');
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(h['referrer-policy'], path).toBe('no-referrer');
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(h['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(h['x-permitted-cross-domain-policies'], path).toBe('none');
      expect(h['x-powered-by'], path).toBeUndefined();
      const permissions = String(h['permissions-policy']);
      expect(permissions, path).toContain('camera=(self)');
      for (const denied of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(permissions, path).toContain(denied);
      }
    }
  });

  it("allows the web build's inline <script> and <style> by their hashes, nothing else inline (decision 058)", async () => {
    const dist = fakeBuild('sec-inline-', 'inline');
    const css = ':root{--brand:#0f766e}body{margin:0}';
    const js = '(function(f){return f})(["/assets/a.js"])';
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/a.js"></script><style>${css}</style>` +
        `<script>${js}</script></head><body><div id="root"></div></body></html>`,
    );
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    try {
      const app = await ctx.buildApp({ WEB_DIST: dist, CONSOLE_DIST: console_ });
      for (const path of ['/', '/api/health', '/assets/a.js']) {
        const d = directives((await call(app, 'GET', path)).headers['content-security-policy']);
        expect(d.get('script-src'), path).toEqual(["'self'", sha(js)]);
        expect(d.get('style-src'), path).toEqual(["'self'", sha(css)]);
        expect(d.get('script-src-attr'), path).toEqual(["'none'"]);
      }
      // the console's page keeps its own policy: its nonce, not the borrower page's hashes
      const staff = directives((await call(app, 'GET', '/console/')).headers['content-security-policy']);
      expect(staff.get('script-src')).toEqual(["'self'"]);
      expect(staff.get('style-src')?.[1]).toMatch(/^'nonce-/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('follows a rebuild under the running server: the new page is allowed, the old one no longer', () => {
    const dist = fakeBuild('sec-rebuild-', 'rebuild');
    const page = (css: string) =>
      writeFileSync(join(dist, 'index.html'), `<html><head><style>${css}</style></head></html>`);
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    let clock = 0;
    try {
      page('a{}');
      const hashes = webInlineHashes(dist, () => clock);
      expect(hashes().styles).toEqual([sha('a{}')]);
      page('b{}');
      utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
      // looked at once a second at most
      clock = 500;
      expect(hashes().styles).toEqual([sha('a{}')]);
      clock = 1_500;
      expect(hashes().styles).toEqual([sha('b{}')]);
      // the build removed: nothing inline is trusted
      rmSync(join(dist, 'index.html'));
      clock = 3_000;
      expect(hashes()).toEqual({ scripts: [], styles: [] });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('reads the hashes of bare inline elements only: an external script or an attribute is not trusted', () => {
    const html =
      '<script src="/x.js"></script><script type="module">a()</script><style media="print">b{}</style>' +
      '<style>c{}</style><script>\nd()\n</script>';
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha('\nd()\n')], styles: [sha('c{}')] });
    expect(inlineHashes('<p>no inline code</p>')).toEqual({ scripts: [], styles: [] });
  });

  it("gives the console's page a fresh style nonce per answer, in the page and in style-src only", async () => {
    const app = await ctx.buildApp({ WEB_DIST: web, CONSOLE_DIST: console_ });
    const nonces = new Set<string>();
    for (const path of ['/console/', '/console/index.html', '/console/staff']) {
      const res = await call(app, 'GET', path);
      expect(res.statusCode, path).toBe(200);
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})" \/>/.exec(res.body)?.[1];
      expect(nonce, path).toBeTruthy();
      const d = directives(res.headers['content-security-policy']);
      expect(d.get('style-src'), path).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(d.get('script-src'), path).toEqual(["'self'"]);
      nonces.add(String(nonce));
    }
    expect(nonces.size).toBe(3);
    // the borrower app needs none
    const home = await call(app, 'GET', '/');
    expect(home.body).not.toContain('csp-nonce');
    expect(directives(home.headers['content-security-policy']).get('style-src')).toEqual(["'self'"]);
  });

  it('sends HSTS for a year with subdomains in production', async () => {
    const app = await ctx.buildApp(PRODUCTION_ENV, realParties());
    const res = await call(app, 'GET', '/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('logs CSP reports (report-uri and report-to bodies) without query strings, at most 20 a minute, always 204', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: loggerOptions('warn', { write: (line: string) => void lines.push(line) }),
    });
    try {
      const legacy = await app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://rupeesetu.in/?token=secret#/home',
            'effective-directive': 'style-src-elem',
            'blocked-uri': 'inline',
            'source-file': 'https://rupeesetu.in/assets/index-abc.js',
            'line-number': 3,
          },
        }),
      });
      expect(legacy.statusCode).toBe(204);
      const reporting = await app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': 'application/reports+json' },
        payload: JSON.stringify([
          { type: 'csp-violation', body: { documentURL: 'https://x/a', effectiveDirective: 'img-src' } },
          { type: 'deprecation', body: {} },
        ]),
      });
      expect(reporting.statusCode).toBe(204);
      const junk = await app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: 'not json',
      });
      expect(junk.statusCode).toBe(204);
      for (let i = 0; i < 30; i += 1) {
        await app.inject({
          method: 'POST',
          url: '/api/csp-report',
          headers: { 'content-type': 'application/json' },
          payload: { 'csp-report': { 'effective-directive': 'script-src' } },
        });
      }
      const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'CSP violation');
      expect(logged).toHaveLength(20);
      expect(logged[0].csp).toMatchObject({
        document: 'https://rupeesetu.in/',
        directive: 'style-src-elem',
        blocked: 'inline',
        line: 3,
      });
      expect(logged[1].csp).toMatchObject({ document: 'https://x/a', directive: 'img-src' });
      expect(lines.join('\n')).not.toContain('token=secret');
    } finally {
      await app.close();
    }
  });
});
