import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, sessions } from '../../../db/schema';
import { bearer, call, drivers, logIn, useTestApp, wrongCode } from '../../../test/test-app';

const PASSWORD = '/api/v1/me/password';
const LOGIN = '/api/v1/auth/login/password';

describe.each(drivers)('passwords and profile on %s', (driver) => {
  const ctx = useTestApp(driver);
  /** The code for a new password, as the SMS to the account's phone carries it. */
  const passwordCode = async (token: string) => {
    const res = await call(ctx.app, 'POST', `${PASSWORD}/code`, undefined, { headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return ctx.sms.lastCodeFor(ctx.sms.messages.at(-1)?.to ?? '');
  };
  const setPassword = async (token: string, password: string) =>
    call(ctx.app, 'PUT', PASSWORD, { password, code: await passwordCode(token) }, { headers: bearer(token) });

  it('sets a password and logs in with it', async () => {
    const { token, customerId } = await logIn(ctx, '9876540001');
    const set = await setPassword(token, 'secret12');
    expect(set.statusCode).toBe(204);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) })).json(),
    ).toMatchObject({
      hasPassword: true,
    });

    const res = await call(ctx.app, 'POST', LOGIN, { phone: '09876540001', password: 'secret12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerId, isNewCustomer: false });
  });

  it('gives the same PASSWORD_INCORRECT for a wrong password, an unknown phone and a phone without password', async () => {
    const { token } = await logIn(ctx, '9876540002');
    await setPassword(token, 'secret12');
    await logIn(ctx, '9876540004');

    const wrong = await call(ctx.app, 'POST', LOGIN, { phone: '9876540002', password: 'secret13' });
    const unknown = await call(ctx.app, 'POST', LOGIN, { phone: '9876540003', password: 'secret12' });
    const noPassword = await call(ctx.app, 'POST', LOGIN, { phone: '9876540004', password: 'secret12' });
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'PASSWORD_INCORRECT',
        message: 'Phone number or password incorrect, please re-enter.',
      });
    }
  });

  it.each([['12345'], ['1234567890123'], ['']])(
    'rejects password %j with PASSWORD_FORMAT',
    async (password) => {
      const { token } = await logIn(ctx, '9876540005');
      const set = await call(
        ctx.app,
        'PUT',
        PASSWORD,
        { password, code: '1234' },
        { headers: bearer(token) },
      );
      expect(set.statusCode).toBe(400);
      expect(set.json()).toMatchObject({
        code: 'PASSWORD_FORMAT',
        message: 'Password must be 6-12 characters.',
      });
      const login = await call(ctx.app, 'POST', LOGIN, { phone: '9876540005', password });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toMatchObject({ code: 'PASSWORD_FORMAT' });
    },
  );

  it('changing a password ends the other sessions of the customer and keeps this one', async () => {
    const me = (token: string) => call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) });
    const first = await logIn(ctx, '9876540011');
    ctx.clock.advanceSeconds(61);
    const second = await logIn(ctx, '9876540011');
    ctx.clock.advanceSeconds(61);
    const third = await logIn(ctx, '9876540011');
    const stranger = await logIn(ctx, '9876540012');
    await call(ctx.app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(third.token) });

    // Setting the first password already signs the other devices out.
    expect((await setPassword(first.token, 'first123')).statusCode).toBe(204);
    expect((await me(first.token)).statusCode).toBe(200);
    expect((await me(second.token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await me(stranger.token)).statusCode).toBe(200);

    // A rejected change (wrong code) ends no session; only the try is counted.
    const fourth = (await call(ctx.app, 'POST', LOGIN, { phone: '9876540011', password: 'first123' })).json();
    ctx.clock.advanceSeconds(61);
    const code = await passwordCode(first.token);
    const rejected = await call(
      ctx.app,
      'PUT',
      PASSWORD,
      { password: 'second12', code: wrongCode(code) },
      { headers: bearer(first.token) },
    );
    expect(rejected.json()).toMatchObject({ code: 'OTP_INCORRECT' });
    expect((await me(fourth.token)).statusCode).toBe(200);

    // A change from the newer session ends the older one.
    ctx.clock.advanceSeconds(61);
    expect((await setPassword(fourth.token, 'second12')).statusCode).toBe(204);
    expect((await me(fourth.token)).statusCode).toBe(200);
    expect((await me(first.token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await me(stranger.token)).statusCode).toBe(200);

    // Four sessions of this customer, one of them live.
    const rows = await ctx.database.db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(eq(customers.phone, '9876540011'));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(4);
  });

  it('counts password failures toward the lockout', async () => {
    // The captcha after 3 failures is covered elsewhere; this app leaves it out to reach the lock.
    const app = await ctx.buildApp({ CAPTCHA_AFTER_FAILURES: '100' });
    for (let i = 0; i < 9; i++) {
      const res = await call(app, 'POST', LOGIN, { phone: '9876540007', password: `wrong${i}00` });
      expect(res.json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    }
    const tenth = await call(app, 'POST', LOGIN, { phone: '9876540007', password: 'wrong1000' });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({ code: 'SECURITY_LOCK' });
    // The lock is on password login only: the owner still gets a code (decision 062).
    const otp = await call(app, 'POST', '/api/v1/auth/otp', { phone: '9876540007' });
    expect(otp.statusCode).toBe(200);
  });

  it('asks for a captcha after 3 password failures', async () => {
    for (let i = 0; i < 3; i++)
      await call(ctx.app, 'POST', LOGIN, { phone: '9876540008', password: 'wrong000' });
    const res = await call(ctx.app, 'POST', LOGIN, { phone: '9876540008', password: 'wrong000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('saves the language', async () => {
    const { token } = await logIn(ctx, '9876540009');
    const set = await call(
      ctx.app,
      'PUT',
      '/api/v1/me/language',
      { language: 'zh' },
      { headers: bearer(token) },
    );
    expect(set.statusCode).toBe(204);
    const me = await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) });
    expect(me.json()).toMatchObject({ language: 'zh' });
    const bad = await call(
      ctx.app,
      'PUT',
      '/api/v1/me/language',
      { language: 'fr' },
      { headers: bearer(token) },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });
  });

  it('home shows the apply stage, both products and loan options without a quota', async () => {
    const { token } = await logIn(ctx, '9876540010');
    const res = await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const home = res.json() as {
      stage: string;
      offers: { kind: string; minAmountPaise: number; maxAmountPaise: number; dailyRateMaxPpm: number }[];
      loanOptions: { can_loan: boolean; money: number }[];
    };
    expect(home.stage).toBe('apply');
    expect(home.offers).toEqual([
      expect.objectContaining({
        kind: 'personal',
        minAmountPaise: 200_000,
        maxAmountPaise: 3_000_000,
        dailyRateMaxPpm: 600,
      }),
      expect.objectContaining({
        kind: 'salary',
        minAmountPaise: 500_000,
        maxAmountPaise: 6_000_000,
        dailyRateMaxPpm: 500,
      }),
    ]);
    // spec §5: a withdrawal is more than Rs 2,000, so the options start at Rs 3,000
    expect(home.loanOptions[0]).toEqual({ can_loan: false, money: 3000 });
    expect(home.loanOptions.at(-1)).toEqual({ can_loan: false, money: 30000 });
    expect(home.loanOptions.every((o) => !o.can_loan)).toBe(true);
    expect((await call(ctx.app, 'GET', '/api/v1/home')).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('home answers a bad or ended session as every authenticated route does', async () => {
    const { token } = await logIn(ctx, '9876540011');
    const home = (headers: Record<string, string>) =>
      call(ctx.app, 'GET', '/api/v1/home', undefined, { headers });
    const malformed = await home({ authorization: 'Bearer not-a-token' });
    expect([malformed.statusCode, malformed.json().code]).toEqual([401, 'AUTH_INVALID']);
    const unknown = await home(bearer('a'.repeat(token.length)));
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'SESSION_EXPIRED']);
    expect((await home(bearer(token))).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(token) })).statusCode,
    ).toBe(204);
    const ended = await home(bearer(token));
    expect([ended.statusCode, ended.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });
});
