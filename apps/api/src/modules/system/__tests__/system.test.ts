import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, drivers, logIn, useTestApp } from '../../../test/test-app';

describe.each(drivers)('system routes on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('health reports the driver and a working database', async () => {
    const res = await call(ctx.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      maintenance: false,
      database: { ok: true, driver },
    });
  });

  it('config shows the public settings only', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/config');
    expect(res.statusCode).toBe(200);
    const config = res.json() as Record<string, unknown>;
    expect(config).toMatchObject({
      proName: 'RupeeSetu',
      serviceEmail: { email: 'support@rupeesetu.in' },
      serviceWhatsApp: '918040001234',
      otpLength: 4,
      grievanceOfficer: { name: 'Priya Raman' },
      routeAliases: {},
    });
    expect(JSON.stringify(config)).not.toContain(ctx.config.APP_SECRET);
  });

  it('openapi.json lists every route with its error schema', async () => {
    const res = await call(ctx.app, 'GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/staff/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/v1/config',
        'GET /api/v1/auth/captcha',
        'POST /api/v1/auth/otp',
        'POST /api/v1/auth/login/otp',
        'POST /api/v1/auth/login/password',
        'POST /api/v1/auth/logout',
        'GET /api/v1/me',
        'POST /api/v1/me/password/code',
        'PUT /api/v1/me/password',
        'GET /api/v1/me/sessions',
        'DELETE /api/v1/me/sessions/{id}',
        'POST /api/v1/me/sessions/end-others',
        'PUT /api/v1/me/language',
        'GET /api/v1/profile/email',
        'POST /api/v1/profile/email',
        'POST /api/v1/profile/email/verify',
        'GET /api/v1/d/{token}',
        'POST /api/v1/d/{token}/code',
        'POST /api/v1/d/{token}/open',
        'GET /api/v1/home',
        'GET /api/v1/products',
        'GET /api/v1/recovery-agents',
        'GET /api/v1/application',
        'POST /api/v1/application/consent',
        'PUT /api/v1/application/age',
        'PUT /api/v1/application/steps/{step}',
        'PUT /api/v1/application/drafts/{step}',
        'POST /api/v1/application/photos/{kind}',
        'POST /api/v1/application/submit',
        'POST /api/v1/application/reapply',
        'GET /api/v1/kyc',
        'POST /api/v1/kyc/aadhaar-offline',
        'POST /api/v1/kyc/aadhaar-qr',
        'POST /api/v1/kyc/digilocker',
        'GET /api/v1/kyc/digilocker/callback',
        'GET /api/v1/kyc/digilocker-simulator/consent',
        'POST /api/v1/kyc/digilocker-simulator/consent',
        'POST /api/v1/kyc/ckyc',
        'POST /api/v1/kyc/pan',
        'GET /api/v1/files/photos/{id}',
        'GET /api/v1/lookup/ifsc/{ifsc}',
        'GET /api/v1/lookup/pin-codes/{pinCode}',
        'GET /api/v1/withdraw/options',
        'POST /api/v1/withdraw/quote',
        'POST /api/v1/orders',
        'GET /api/v1/orders',
        'GET /api/v1/orders/current',
        'GET /api/v1/orders/{id}',
        'PUT /api/v1/orders/{id}/bank',
        'GET /api/v1/orders/{id}/documents',
        'GET /api/v1/orders/{id}/documents/{kind}',
        'POST /api/v1/orders/{id}/documents/{kind}/read',
        'GET /api/v1/orders/{id}/documents/{kind}/pdf',
        'POST /api/v1/orders/{id}/sign/code',
        'POST /api/v1/orders/{id}/sign',
        'POST /api/v1/orders/{id}/esign',
        'POST /api/v1/orders/{id}/esign/complete',
        'GET /api/v1/coupons',
        'POST /api/v1/coupons/home-screen',
        'GET /api/v1/me/deletion-request',
        'POST /api/v1/me/deletion-request',
        'GET /api/v1/messages',
        'GET /api/v1/messages/unread-count',
        'POST /api/v1/messages/read-all',
        'GET /api/v1/messages/{id}',
        'POST /api/v1/messages/{id}/read',
        'POST /api/v1/feedback',
        'GET /api/v1/feedback',
        'GET /api/v1/feedback/{id}/screenshot',
        'GET /api/v1/help/faq',
        'GET /api/v1/help/faq/{id}',
        'GET /api/v1/referrals/me',
        'GET /api/v1/orders/{id}/bill',
        'POST /api/v1/orders/{id}/repayments',
        'GET /api/v1/repayments',
        'GET /api/v1/repayments/{id}',
        'POST /api/v1/repayments/{id}/utr',
        'POST /api/v1/repayments/{id}/simulate',
        'GET /api/v1/offers/current',
        'POST /api/v1/offers/{id}/accept',
        'POST /api/v1/offers/{id}/decline',
        'GET /api/v1/orders/{id}/mandate',
        'GET /api/v1/orders/{id}/mandate/terms',
        'POST /api/v1/orders/{id}/mandate',
        'POST /api/v1/orders/{id}/mandate/pause',
        'POST /api/v1/orders/{id}/mandate/resume',
        'POST /api/v1/orders/{id}/mandate/revoke',
        'GET /api/v1/mandate-simulator/approve',
        'POST /api/v1/mandate-simulator/approve',
      ].sort(),
    );
    expect(doc.paths['/api/v1/auth/otp']?.post?.responses).toHaveProperty('429');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['SendOtpBody', 'Session']));
  });

  it('documents every console route under /api/staff/v1 with its staff refusals', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
    };
    const staff = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/staff/v1/'));
    expect(staff.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/api/staff/v1/auth/login', '/api/staff/v1/auth/totp', '/api/staff/v1/staff']),
    );
    for (const [path, methods] of staff) {
      if (path === '/api/staff/v1/auth/login' || path === '/api/staff/v1/auth/totp') continue;
      for (const [method, operation] of Object.entries(methods)) {
        // Signed-in staff only; every section route also refuses the wrong role.
        expect(operation.responses, `${method} ${path}`).toHaveProperty('401');
        expect(operation.security, `${method} ${path}`).toEqual([{ staffAuth: [] }]);
        if (!path.startsWith('/api/staff/v1/auth/')) {
          expect(operation.responses, `${method} ${path}`).toHaveProperty('403');
        }
      }
    }
  });

  it('serves the docs page', async () => {
    const res = await call(ctx.app, 'GET', '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('maintenance answers 503 MAINTENANCE on /api/v1 except config; health reports it', async () => {
    const { token } = await logIn(ctx, '9876560001');
    const app = await ctx.buildApp({ MAINTENANCE: 'true' });
    const otp = await call(app, 'POST', '/api/v1/auth/otp', { phone: '9876560001' });
    expect(otp.statusCode).toBe(503);
    expect(otp.json()).toMatchObject({
      code: 'MAINTENANCE',
      message: 'The service is under maintenance, please try again later.',
    });
    const me = await call(app, 'GET', '/api/v1/me', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(503);
    expect((await call(app, 'GET', '/api/v1/config')).statusCode).toBe(200);
    const health = await call(app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', maintenance: true });
  });

  it('health answers 503 degraded when the database fails', async () => {
    const { buildApp } = await import('../../../app');
    const broken = {
      ...ctx.database,
      db: {
        execute: () => Promise.reject(new Error('connection refused')),
      } as unknown as typeof ctx.database.db,
    };
    const app = await buildApp({
      config: ctx.config,
      database: broken,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: false,
    });
    try {
      const res = await call(app, 'GET', '/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false, driver } });
    } finally {
      await app.close();
    }
  });

  it('serves the web build: hashed assets immutable, index.html revalidated, SPA fallback', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    try {
      const app = await ctx.buildApp({ WEB_DIST: dist });
      const index = await call(app, 'GET', '/');
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await call(app, 'GET', '/assets/index-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const deep = await call(app, 'GET', '/some/page');
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('<title>app</title>');
      const api = await call(app, 'GET', '/api/v1/unknown');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
      // The static catch-all does not make every path a GET resource.
      const post = await call(app, 'POST', '/api/v1/unknown');
      expect(post.statusCode).toBe(404);
      const wrongMethod = await call(app, 'DELETE', '/api/v1/config');
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
