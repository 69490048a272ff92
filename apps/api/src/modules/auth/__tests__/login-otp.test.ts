import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, sessions } from '../../../db/schema';
import { solvedCaptcha } from '../../../test/captcha';
import { bearer, call, drivers, requestCode, useTestApp, wrongCode } from '../../../test/test-app';

const LOGIN = '/api/v1/auth/login/otp';

describe.each(drivers)('POST /auth/login/otp on %s', (driver) => {
  // Captcha and lockout have their own suite below; here they stay out of the way.
  const ctx = useTestApp(driver, { CAPTCHA_AFTER_FAILURES: '100', LOGIN_LOCK_FAILURES: '100' });

  it('creates the customer on first login and the token opens /me', async () => {
    const code = await requestCode(ctx, '9876510001');
    const res = await call(ctx.app, 'POST', LOGIN, {
      phone: '+91 98765 10001',
      code,
      promotionChannel: 'fb_ads-1',
      language: 'hi',
    });
    expect(res.statusCode).toBe(200);
    const session = res.json() as {
      token: string;
      customerId: string;
      phone: string;
      isNewCustomer: boolean;
    };
    expect(session).toMatchObject({ phone: '9876510001', isNewCustomer: true });
    expect(session.token).toMatch(/^[\w-]{43}$/);

    const me = await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      customerId: session.customerId,
      phone: '9876510001',
      hasPassword: false,
      language: 'hi',
    });
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, session.customerId));
    expect(row?.promotionChannel).toBe('fb_ads-1');

    // The second login finds the same customer.
    ctx.clock.advanceMinutes(2);
    const again = await call(ctx.app, 'POST', LOGIN, {
      phone: '9876510001',
      code: await requestCode(ctx, '9876510001'),
    });
    expect(again.json()).toMatchObject({ customerId: session.customerId, isNewCustomer: false });
  });

  it('stores only a hash of the session token', async () => {
    const code = await requestCode(ctx, '9876510002');
    const { token } = (await call(ctx.app, 'POST', LOGIN, { phone: '9876510002', code })).json() as {
      token: string;
    };
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it.each([['123'], ['12345'], ['12a4'], ['abcd'], ['']])(
    'rejects code %j with 400 OTP_FORMAT',
    async (code) => {
      await requestCode(ctx, '9876510003');
      const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876510003', code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'OTP_FORMAT',
        message: 'Enter the 4-digit verification code.',
      });
    },
  );

  it('rejects a code sent as a number with OTP_FORMAT', async () => {
    const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876510003', code: 1234 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_FORMAT' });
  });

  it('answers a wrong code with OTP_INCORRECT (in Hindi when asked)', async () => {
    const code = await requestCode(ctx, '9876510004');
    const res = await call(
      ctx.app,
      'POST',
      LOGIN,
      { phone: '9876510004', code: wrongCode(code) },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'OTP_INCORRECT',
      message: 'सत्यापन कोड गलत है, कृपया दोबारा दर्ज करें।',
      field: 'code',
    });
  });

  it('does not accept a used code again', async () => {
    const code = await requestCode(ctx, '9876510005');
    expect((await call(ctx.app, 'POST', LOGIN, { phone: '9876510005', code })).statusCode).toBe(200);
    const replay = await call(ctx.app, 'POST', LOGIN, { phone: '9876510005', code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('does not accept a code after its lifetime', async () => {
    const code = await requestCode(ctx, '9876510006');
    ctx.clock.advanceSeconds(300);
    const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876510006', code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('burns a code after 5 wrong tries: the 6th fails even with the right code', async () => {
    const code = await requestCode(ctx, '9876510007');
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876510007', code: wrongCode(code) });
      expect(res.json()).toMatchObject({ code: 'OTP_INCORRECT' });
    }
    const sixth = await call(ctx.app, 'POST', LOGIN, { phone: '9876510007', code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('a newer code replaces the previous one', async () => {
    const first = await requestCode(ctx, '9876510008');
    ctx.clock.advanceSeconds(60);
    const second = await requestCode(ctx, '9876510008');
    if (first !== second) {
      const old = await call(ctx.app, 'POST', LOGIN, { phone: '9876510008', code: first });
      expect(old.json()).toMatchObject({ code: 'OTP_INCORRECT' });
    }
    expect((await call(ctx.app, 'POST', LOGIN, { phone: '9876510008', code: second })).statusCode).toBe(200);
  });

  it('binds a code to its phone: the code sent to A does not log in B', async () => {
    const codeA = await requestCode(ctx, '9876510009');
    await requestCode(ctx, '9876510010');
    const codeB = ctx.sms.lastCodeFor('9876510010');
    const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876510010', code: codeA });
    if (codeA === codeB) {
      // 1 in 10,000: the codes collided, so the test cannot tell; the hash binding is still exercised.
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.json()).toMatchObject({ code: 'OTP_INCORRECT' });
    }
    // A phone without a live code refuses any code, even one that is live for another phone.
    const none = await call(ctx.app, 'POST', LOGIN, { phone: '9876510011', code: codeA });
    expect(none.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });
});

describe.each(drivers)('login protection on %s', (driver) => {
  // Every call comes from one address: the per-address rules (login-abuse.test.ts) stay out of the way.
  const ctx = useTestApp(driver, { OTP_MAX_ATTEMPTS: '20', CAPTCHA_ADDRESS_FAILURES: '1000' });

  it('requires the challenge after 3 failures; a wrong solution fails, the right one passes', async () => {
    const code = await requestCode(ctx, '9876520001');
    for (let i = 0; i < 3; i++) {
      const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876520001', code: wrongCode(code) });
      expect(res.json()).toMatchObject({ code: 'OTP_INCORRECT' });
    }
    const required = await call(ctx.app, 'POST', LOGIN, { phone: '9876520001', code });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });

    const captcha = await solvedCaptcha(ctx);
    const wrong = await call(ctx.app, 'POST', LOGIN, {
      phone: '9876520001',
      code,
      captcha: { ...captcha, number: captcha.number + 1 },
    });
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT' });

    const ok = await call(ctx.app, 'POST', LOGIN, { phone: '9876520001', code, captcha });
    expect(ok.statusCode).toBe(200);

    // A success resets the count: no captcha needed next time.
    ctx.clock.advanceMinutes(2);
    const next = await requestCode(ctx, '9876520001');
    expect((await call(ctx.app, 'POST', LOGIN, { phone: '9876520001', code: next })).statusCode).toBe(200);
  });

  it('also asks for a captcha before sending a code to a phone with failures', async () => {
    const code = await requestCode(ctx, '9876520002');
    for (let i = 0; i < 3; i++)
      await call(ctx.app, 'POST', LOGIN, { phone: '9876520002', code: wrongCode(code) });
    ctx.clock.advanceMinutes(2);
    const res = await call(ctx.app, 'POST', '/api/v1/auth/otp', { phone: '9876520002' });
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const captcha = await solvedCaptcha(ctx);
    expect(
      (await call(ctx.app, 'POST', '/api/v1/auth/otp', { phone: '9876520002', captcha })).statusCode,
    ).toBe(200);
  });

  it('locks the phone after 10 failures with SECURITY_LOCK, and lets it in after the lock', async () => {
    const code = await requestCode(ctx, '9876520003');
    const attempt = async (body: Record<string, unknown>) =>
      call(ctx.app, 'POST', LOGIN, { phone: '9876520003', ...body, captcha: await solvedCaptcha(ctx) });

    for (let i = 0; i < 9; i++) {
      expect((await attempt({ code: wrongCode(code) })).json()).toMatchObject({ code: 'OTP_INCORRECT' });
    }
    const tenth = await attempt({ code: wrongCode(code) });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({
      code: 'SECURITY_LOCK',
      message: 'Security mechanism triggered, please wait.',
      retryAfterSeconds: 1800,
    });

    // Locked: even the right code, and even a new code request, are refused.
    const locked = await attempt({ code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'SECURITY_LOCK' });
    ctx.clock.advanceMinutes(10);
    const send = await call(ctx.app, 'POST', '/api/v1/auth/otp', { phone: '9876520003' });
    expect(send.statusCode).toBe(429);
    expect(send.json()).toMatchObject({ code: 'SECURITY_LOCK', retryAfterSeconds: 1200 });

    // After 30 minutes the phone gets in again, without a captcha: old failures no longer count.
    ctx.clock.advanceMinutes(20);
    const fresh = await requestCode(ctx, '9876520003');
    const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876520003', code: fresh });
    expect(res.statusCode).toBe(200);
  });
});
