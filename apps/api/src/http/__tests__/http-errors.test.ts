import { describe, expect, it } from 'vitest';
import { call, drivers, useTestApp } from '../../test/test-app';

const OTP = '/api/v1/auth/otp';

describe.each(drivers)('HTTP edge cases on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answers a body over 64 KB with 413 BODY_TOO_LARGE', async () => {
    const res = await call(ctx.app, 'POST', OTP, { phone: '9876550001', pad: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it.each([
    ['text/plain', 'phone=9876550001', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['application/x-www-form-urlencoded', 'phone=9876550001', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['application/json', '{"phone": ', 400, 'BODY_INVALID'],
    ['application/json', '', 400, 'BODY_INVALID'],
    ['application/json', '["9876550001"]', 400, 'VALIDATION_FAILED'],
    ['application/json', 'null', 400, 'VALIDATION_FAILED'],
    ['application/json', '{"__proto__": {"x": 1}}', 400, 'BODY_INVALID'],
  ])('a %s body %j gives %i %s', async (contentType, payload, status, code) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: OTP,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });

  it('a POST without a body gives 400 with a code', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: OTP });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([['/api/v1/nope'], ['/api/nope'], ['/api/v1/auth/otp/extra']])(
    'unknown %s gives 404 NOT_FOUND',
    async (url) => {
      const res = await call(ctx.app, 'GET', url, undefined, { headers: { 'accept-language': 'zh-CN' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '未找到页面或内容。' });
    },
  );

  it.each([
    ['DELETE', '/api/v1/me', 'GET, HEAD'],
    ['POST', '/api/v1/me?x=1', 'GET, HEAD'],
    ['GET', '/api/v1/auth/otp', 'POST'],
  ] as const)('%s %s gives 405 METHOD_NOT_ALLOWED with Allow: %s', async (method, url, allow) => {
    // No bearer token: the method is checked before authentication.
    const res = await call(ctx.app, method, url, undefined, { headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'This action is not allowed here.' });
  });

  it('answers an undecodable URL with 400 in the usual shape', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('a wrong method on an unknown path is still 404 NOT_FOUND', async () => {
    const res = await call(ctx.app, 'DELETE', '/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/config');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe.each(drivers)('internal errors on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('hides the details of a 5xx and logs them', async () => {
    const logged: string[] = [];
    const { buildApp } = await import('../../app');
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(line) },
      },
    });
    app.get('/api/v1/test-boom', async () => {
      throw new Error('secret detail: SELECT * FROM customers at /srv/app.ts:12');
    });
    await app.ready();
    try {
      const res = await call(app, 'GET', '/api/v1/test-boom', undefined, {
        headers: { 'accept-language': 'hi' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL',
        message: 'हमारी ओर से कुछ गड़बड़ हो गई, कृपया बाद में पुनः प्रयास करें।',
      });
      expect(res.body).not.toContain('secret detail');
      expect(logged.join('\n')).toContain('secret detail');
    } finally {
      await app.close();
    }
  });
});
