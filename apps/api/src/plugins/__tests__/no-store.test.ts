import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consent, photo, uploadPhoto } from '../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../test/staff-fixtures';
import { bearer, call, logIn, useTestApp } from '../../test/test-app';

/** Issue 28 point 12b: no answer with personal data or a token may be kept by a browser or a proxy. */
describe('Cache-Control on API answers', () => {
  const ctx = useTestApp('pglite');
  const web = mkdtempSync(join(tmpdir(), 'no-store-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(web, 'assets', 'a-1234.js'), 'console.log(1)');
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  it('says no-store on personal data, tokens, photos and staff answers; public things keep their caching', async () => {
    const { token } = await logIn(ctx, '9876547001');
    await consent(ctx, token);
    const upload = await uploadPhoto(ctx, token, 'aadhaar_front', photo('with-exif.jpg'));
    expect(upload.statusCode).toBe(201);
    const staff = await staffSession(ctx, 'admin');
    const sent = await call(ctx.app, 'POST', '/api/v1/auth/otp', { phone: '9876547002' });
    const code = ctx.sms.lastCodeFor('9876547002');
    const personal = [
      ['token answer', await call(ctx.app, 'POST', '/api/v1/auth/login/otp', { phone: '9876547002', code })],
      ['OTP answer', sent],
      ['profile', await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) })],
      [
        'application',
        await call(ctx.app, 'GET', '/api/v1/application', undefined, { headers: bearer(token) }),
      ],
      ['signed photo', await ctx.app.inject({ method: 'GET', url: upload.json().photo.url })],
      ['an error', await call(ctx.app, 'GET', '/api/v1/me')],
      [
        'staff',
        await call(ctx.app, 'GET', '/api/staff/v1/auth/me', undefined, {
          headers: staffHeaders(staff.token),
        }),
      ],
    ] as const;
    for (const [what, res] of personal) {
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
    expect(personal[0][1].statusCode).toBe(200);
    expect(personal[4][1].statusCode).toBe(200);

    const app = await ctx.buildApp({ WEB_DIST: web });
    const asset = await call(app, 'GET', '/assets/a-1234.js');
    expect(asset.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    const config = await call(app, 'GET', '/api/v1/config');
    expect(config.statusCode).toBe(200);
    expect(String(config.headers['cache-control'] ?? '')).not.toContain('no-store');
  });
});
