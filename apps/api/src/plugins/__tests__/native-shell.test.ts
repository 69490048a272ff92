import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, realParties } from '../../test/outside-parties';
import { call, useTestApp } from '../../test/test-app';

/** The native shell simulator (docs/native-integration.md): a development tool, never in production. */
describe('the native shell simulator', () => {
  const ctx = useTestApp('pglite');
  let dist = '';
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head></html>',
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('outside production: the simulator page, and the app with the native handlers injected before its scripts', async () => {
    const app = await ctx.buildApp({ WEB_DIST: dist });
    const shell = await call(app, 'GET', '/dev/native-shell');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('data-testid="shell-log"');
    const page = await call(app, 'GET', '/dev/native-app?platform=android');
    expect(page.statusCode).toBe(200);
    const injected = page.body.indexOf('/dev/native-shell/inject.js');
    expect(injected).toBeGreaterThan(0);
    expect(injected).toBeLessThan(page.body.indexOf('/assets/index-abc.js'));
    const inject = await call(app, 'GET', '/dev/native-shell/inject.js');
    expect(inject.headers['content-type']).toMatch(/javascript/);
    // only the simulator's own files, nothing else from the disk
    expect((await call(app, 'GET', '/dev/native-shell/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('in production: not served at all', async () => {
    const app = await ctx.buildApp({ WEB_DIST: dist, ...PRODUCTION_ENV }, realParties());
    for (const path of ['/dev/native-shell', '/dev/native-shell/inject.js', '/dev/native-app']) {
      const res = await call(app, 'GET', path);
      expect(res.body).not.toContain('native-shell');
      expect(res.body).not.toContain('nativeHandover');
    }
  });
});
