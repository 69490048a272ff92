import { describe, expect, it } from 'vitest';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

const ME = '/api/v1/me';

describe.each(drivers)('sessions on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('missing Authorization gives 401 AUTH_REQUIRED', async () => {
    const res = await call(ctx.app, 'GET', ME);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED', message: 'Please log in first.' });
  });

  it.each([
    ['Bearer', 'AUTH_INVALID'],
    ['Bearer ', 'AUTH_INVALID'],
    ['Basic eDp5', 'AUTH_INVALID'],
    ['bearer abc', 'AUTH_INVALID'],
    [`Bearer ${'a'.repeat(10 * 1024)}`, 'AUTH_INVALID'],
    [`Bearer ${'A'.repeat(43)}`, 'SESSION_EXPIRED'],
    ['Bearer 😀😀😀', 'AUTH_INVALID'],
  ])('garbage Authorization %# gives 401 %s, never 500', async (header, code) => {
    const res = await call(ctx.app, 'GET', ME, undefined, { headers: { authorization: header } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code });
  });

  it('a token after logout gives 401 SESSION_EXPIRED', async () => {
    const { token } = await logIn(ctx, '9876530001');
    const out = await call(ctx.app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const res = await call(ctx.app, 'GET', ME, undefined, { headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const again = await call(ctx.app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(token) });
    expect(again.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logout ends only that session', async () => {
    const first = await logIn(ctx, '9876530002');
    ctx.clock.advanceMinutes(2);
    const second = await logIn(ctx, '9876530002');
    await call(ctx.app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(first.token) });
    expect((await call(ctx.app, 'GET', ME, undefined, { headers: bearer(second.token) })).statusCode).toBe(
      200,
    );
  });

  it('a session expires after 30 days', async () => {
    const { token } = await logIn(ctx, '9876530003');
    ctx.clock.advance(30 * 86_400_000 - 1000);
    expect((await call(ctx.app, 'GET', ME, undefined, { headers: bearer(token) })).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const res = await call(ctx.app, 'GET', ME, undefined, { headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Your login has expired, please log in again.',
    });
  });

  it('checks the session before reading the body', async () => {
    const res = await call(ctx.app, 'PUT', '/api/v1/me/language', { language: 'xx' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
