import { describe, expect, it } from 'vitest';
import { bearer, call, drivers, logIn, requestCode, useTestApp, wrongCode } from '../../../test/test-app';

const PASSWORD = '/api/v1/me/password';
const CODE = '/api/v1/me/password/code';
const SESSIONS = '/api/v1/me/sessions';
const LOGIN = '/api/v1/auth/login/password';

type SessionItem = {
  id: string;
  current: boolean;
  browser: string | null;
  system: string | null;
  network: string | null;
  createdAt: string;
  lastSeenAt: string;
};

describe.each(drivers)('password codes and devices on %s', (driver) => {
  const ctx = useTestApp(driver);
  const as = (token: string) => ({ headers: bearer(token) });
  const me = (token: string) => call(ctx.app, 'GET', '/api/v1/me', undefined, as(token));
  const passwordCode = async (token: string, phone: string) => {
    const res = await call(ctx.app, 'POST', CODE, undefined, as(token));
    expect(res.statusCode, res.body).toBe(200);
    return ctx.sms.lastCodeFor(phone);
  };
  const list = async (token: string) => {
    const res = await call(ctx.app, 'GET', SESSIONS, undefined, as(token));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sessions: SessionItem[] }).sessions;
  };

  it('a stolen session cannot set a first password without the code sent to the phone', async () => {
    const owner = await logIn(ctx, '9876541001');
    ctx.clock.advanceSeconds(61);
    const thief = await logIn(ctx, '9876541001');

    const bare = await call(ctx.app, 'PUT', PASSWORD, { password: 'stolen12' }, as(thief.token));
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'OTP_FORMAT', field: 'code' });
    const guessed = await call(
      ctx.app,
      'PUT',
      PASSWORD,
      { password: 'stolen12', code: '1234' },
      as(thief.token),
    );
    expect(guessed.json()).toMatchObject({ code: 'OTP_EXPIRED', field: 'code' });
    expect((await me(owner.token)).json()).toMatchObject({ hasPassword: false });

    // The code goes to the account's phone only, bound to this purpose, and says what it is for.
    const sent = await call(ctx.app, 'POST', CODE, undefined, as(owner.token));
    expect(sent.json()).toEqual({
      phoneMasked: 'XXXXXX1001',
      codeLength: 4,
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    expect(ctx.sms.messages.at(-1)).toMatchObject({ to: '9876541001' });
    expect(ctx.sms.messages.at(-1)?.text).toContain('password');
    const code = ctx.sms.lastCodeFor('9876541001');
    const wrong = await call(
      ctx.app,
      'PUT',
      PASSWORD,
      { password: 'mine1234', code: wrongCode(code) },
      as(owner.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'OTP_INCORRECT',
      message: 'Verification code incorrect, please re-enter.',
      field: 'code',
    });
    const set = await call(ctx.app, 'PUT', PASSWORD, { password: 'mine1234', code }, as(owner.token));
    expect(set.statusCode, set.body).toBe(204);
    // Setting it ends every other session, the thief's too, and the code is used up.
    expect((await me(thief.token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await me(owner.token)).json()).toMatchObject({ hasPassword: true });
    const replay = await call(ctx.app, 'PUT', PASSWORD, { password: 'again123', code }, as(owner.token));
    expect(replay.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect(
      (await call(ctx.app, 'POST', LOGIN, { phone: '9876541001', password: 'mine1234' })).statusCode,
    ).toBe(200);
  });

  it('a login code does not set a password and a password code does not log in', async () => {
    const { token } = await logIn(ctx, '9876541002');
    ctx.clock.advanceSeconds(61);
    const loginCode = await requestCode(ctx, '9876541002');
    const asPassword = await call(
      ctx.app,
      'PUT',
      PASSWORD,
      { password: 'secret12', code: loginCode },
      as(token),
    );
    expect(asPassword.json()).toMatchObject({ code: 'OTP_EXPIRED' });

    const code = await passwordCode(token, '9876541002');
    const asLogin = await call(ctx.app, 'POST', '/api/v1/auth/login/otp', { phone: '9876541002', code });
    expect(asLogin.statusCode).toBe(400);
    // The login code sent before is still the live one; the password code is not it.
    expect(asLogin.json().code).toMatch(/^OTP_(INCORRECT|EXPIRED)$/);
    // Each still works for its own purpose.
    expect((await call(ctx.app, 'PUT', PASSWORD, { password: 'secret12', code }, as(token))).statusCode).toBe(
      204,
    );
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login/otp', {
      phone: '9876541002',
      code: loginCode,
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('changing a password needs a code, not the old password (a forgotten one is reset the same way)', async () => {
    const { token } = await logIn(ctx, '9876541003');
    let code = await passwordCode(token, '9876541003');
    await call(ctx.app, 'PUT', PASSWORD, { password: 'first123', code }, as(token));
    ctx.clock.advanceSeconds(61);
    // Forgot it: log in by OTP on another device and reset it with a new code.
    const fresh = await logIn(ctx, '9876541003');
    ctx.clock.advanceSeconds(61);
    code = await passwordCode(fresh.token, '9876541003');
    const reset = await call(ctx.app, 'PUT', PASSWORD, { password: 'second12', code }, as(fresh.token));
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await me(token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await me(fresh.token)).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'POST', LOGIN, { phone: '9876541003', password: 'first123' })).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx.app, 'POST', LOGIN, { phone: '9876541003', password: 'second12' })).statusCode,
    ).toBe(200);
  });

  it('password codes have the login code limits: cooldown, tries per code, a daily cap and a lock', async () => {
    const { token } = await logIn(ctx, '9876541004');
    const send = () => call(ctx.app, 'POST', CODE, undefined, as(token));
    const put = (code: string) => call(ctx.app, 'PUT', PASSWORD, { password: 'secret12', code }, as(token));
    expect((await send()).statusCode).toBe(200);
    const soon = await send();
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 'TOO_FREQUENT',
      message: 'Operating too frequently, try again later.',
    });

    // Five wrong tries burn a code: the right one no longer works.
    let code = ctx.sms.lastCodeFor('9876541004');
    for (let i = 0; i < 5; i++) expect((await put(wrongCode(code))).json().code).toBe('OTP_INCORRECT');
    expect((await put(code)).json()).toMatchObject({ code: 'OTP_EXPIRED' });

    // Five more wrong tries on a new code: ten in the window lock the password change.
    ctx.clock.advanceSeconds(61);
    expect((await send()).statusCode).toBe(200);
    code = ctx.sms.lastCodeFor('9876541004');
    for (let i = 0; i < 4; i++) expect((await put(wrongCode(code))).json().code).toBe('OTP_INCORRECT');
    const locking = await put(wrongCode(code));
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({
      code: 'SECURITY_LOCK',
      message: 'Security mechanism triggered, please wait.',
    });
    ctx.clock.advanceSeconds(61);
    expect((await send()).json()).toMatchObject({ code: 'SECURITY_LOCK' });
    // Login is not locked by it: the owner can still come back by OTP.
    ctx.clock.advanceMinutes(31);
    expect((await send()).statusCode).toBe(200);
    code = ctx.sms.lastCodeFor('9876541004');
    expect((await put(code)).statusCode).toBe(204);

    // The daily cap (10 codes per Asia/Kolkata day) counts password codes on their own.
    for (let i = 0; i < 7; i++) {
      ctx.clock.advanceSeconds(61);
      expect((await send()).statusCode).toBe(200);
    }
    ctx.clock.advanceSeconds(61);
    const capped = await send();
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      code: 'SMS_LIMIT',
      message: 'SMS limit reached, try again tomorrow.',
    });
    expect((await logIn(ctx, '9876541004')).token).toBeTruthy();
  });

  it('rejects bad bodies without a 500', async () => {
    const { token } = await logIn(ctx, '9876541005');
    for (const body of [
      { password: 'secret12', code: '12a4' },
      { password: 'secret12', code: 1234 },
      { password: 'secret12', code: '1'.repeat(40) },
      { password: 'short', code: '1234' },
      { code: '1234' },
    ]) {
      const res = await call(ctx.app, 'PUT', PASSWORD, body, as(token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toMatch(/^(OTP_FORMAT|PASSWORD_FORMAT)$/);
    }
    const code = await passwordCode(token, '9876541005');
    const short = await call(ctx.app, 'PUT', PASSWORD, { password: 'secret12', code: `${code}1` }, as(token));
    expect(short.json()).toMatchObject({ code: 'OTP_FORMAT', field: 'code' });
    expect((await call(ctx.app, 'POST', CODE)).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('lists my live sessions with a short device name and a coarse network, and ends one or all others', async () => {
    const android = {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    };
    const iphone = {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Version/17.2 Mobile/15E148 Safari/604.1',
    };
    const first = await logIn(ctx, '9876541006', { ip: '203.0.113.57', headers: android });
    ctx.clock.advanceSeconds(61);
    const second = await logIn(ctx, '9876541006', { ip: '2001:db8:abcd:12::1', headers: iphone });
    ctx.clock.advanceSeconds(61);
    const third = await logIn(ctx, '9876541006');
    const stranger = await logIn(ctx, '9876541007');

    const sessions = await list(second.token);
    expect(sessions).toHaveLength(3);
    const mine = sessions.find((s) => s.current);
    expect(mine).toMatchObject({ browser: 'Safari', system: 'iPhone', network: '2001:db8:abcd::/48' });
    expect(sessions.find((s) => s.system === 'Android')).toMatchObject({
      current: false,
      network: '203.0.113.x',
      createdAt: '2025-01-15T06:30:00.000Z',
    });
    // No full address anywhere in the answer.
    const raw = (await call(ctx.app, 'GET', SESSIONS, undefined, as(second.token))).body;
    expect(raw).not.toContain('203.0.113.57');
    expect(raw).not.toContain('abcd:12');

    // Ending one takes effect at once, on Home (cached reads) as on every route.
    expect((await call(ctx.app, 'GET', '/api/v1/home', undefined, as(first.token))).statusCode).toBe(200);
    const firstId = sessions.find((s) => s.system === 'Android')?.id ?? '';
    const ended = await call(ctx.app, 'DELETE', `${SESSIONS}/${firstId}`, undefined, as(second.token));
    expect(ended.statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', '/api/v1/home', undefined, as(first.token))).json()).toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await list(second.token)).map((s) => s.id)).not.toContain(firstId);

    // Someone else's session, an ended one or a malformed id: not found.
    const strangerId = (await list(stranger.token))[0]?.id ?? '';
    for (const id of [strangerId, firstId, 'not-a-uuid']) {
      const res = await call(ctx.app, 'DELETE', `${SESSIONS}/${id}`, undefined, as(second.token));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await me(stranger.token)).statusCode).toBe(200);

    const others = await call(ctx.app, 'POST', `${SESSIONS}/end-others`, undefined, as(second.token));
    expect(others.json()).toEqual({ ended: 1 });
    expect((await me(third.token)).statusCode).toBe(401);
    expect((await list(second.token)).map((s) => s.current)).toEqual([true]);
    expect((await me(stranger.token)).statusCode).toBe(200);
  });

  it('moves last seen forward at most every five minutes', async () => {
    const { token } = await logIn(ctx, '9876541008');
    const lastSeen = async () => (await list(token))[0]?.lastSeenAt;
    expect(await lastSeen()).toBe('2025-01-15T06:30:00.000Z');
    ctx.clock.advanceMinutes(4);
    await me(token);
    expect(await lastSeen()).toBe('2025-01-15T06:30:00.000Z');
    ctx.clock.advanceMinutes(2);
    await call(ctx.app, 'GET', '/api/v1/home', undefined, as(token));
    expect(await lastSeen()).toBe('2025-01-15T06:36:00.000Z');
  });
});
