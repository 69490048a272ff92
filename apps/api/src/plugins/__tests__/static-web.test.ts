import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app';

/** A build as apps/web writes it: the shell, the service worker, the manifest and one hashed asset. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const sw = `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`;
  writeFileSync(join(dist, 'sw.js'), sw);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(sw));
  writeFileSync(
    join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'RupeeSetu', short_name: 'RupeeSetu', icons: [{ src: '/icons/icon-192.png' }] }),
  );
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'packages.json'), '[{"name":"react","version":"19.3.1"}]');
  return dist;
}

describe('the web build as the API serves it: service worker and manifest', () => {
  const ctx = useTestApp('pglite');
  let dist = '';
  beforeAll(() => {
    dist = fakeBuild();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves sw.js as JavaScript that is revalidated on every visit, compressed when asked', async () => {
    const app = await ctx.buildApp({ WEB_DIST: dist });
    const sw = await call(app, 'GET', '/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const br = await call(app, 'GET', '/sw.js', undefined, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('no-cache');
  });

  it("names the installed app after the deployment's PRO_NAME, keeping the build's icons", async () => {
    const app = await ctx.buildApp({ WEB_DIST: dist, PRO_NAME: 'Paisa Bridge' });
    const res = await call(app, 'GET', '/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      name: 'Paisa Bridge',
      short_name: 'Paisa Bridge',
      icons: [{ src: '/icons/icon-192.png' }],
    });
  });

  it("keeps the build's own records (.vite/: manifest, shipped packages) to itself", async () => {
    const app = await ctx.buildApp({ WEB_DIST: dist });
    const res = await call(app, 'GET', '/.vite/packages.json');
    expect(res.body).not.toContain('19.3.1');
    expect(res.headers['content-type'] ?? '').not.toContain('application/json');
  });

  it('answers 404 for a hashed file the build no longer has, never the HTML page', async () => {
    const app = await ctx.buildApp({ WEB_DIST: dist });
    const gone = await call(app, 'GET', '/assets/routes-OLDHASH.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    // pages still fall back to the app
    const page = await call(app, 'GET', '/anything');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
  });
});
