import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { solvedCaptcha } from '../../../test/captcha';
import { call, drivers, requestCode, testConfig, useTestApp, wrongCode } from '../../../test/test-app';

const OTP = '/api/v1/auth/otp';
const LOGIN = '/api/v1/auth/login/otp';
const PASSWORD = '/api/v1/auth/login/password';
const CHALLENGE = '/api/v1/auth/captcha';

const phones = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => String(9876560000 + from + i));

describe.each(drivers)('login abuse controls on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('serves a signed proof-of-work challenge, not a picture a lookup table can read', async () => {
    const res = await call(ctx.app, 'GET', CHALLENGE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Record<string, unknown>;
    expect(body).not.toHaveProperty('svg');
    expect(body).toMatchObject({ algorithm: 'SHA-256', maxnumber: ctx.config.LOGIN_CHALLENGE_MAX_NUMBER });
    expect(body.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solution once; a replay, a forged number, a changed salt or an expired one fail', async () => {
    const ip = '203.0.113.20';
    // Codes for a phone with 3 wrong codes need the challenge.
    const code = await requestCode(ctx, '9876560001', { ip });
    for (let i = 0; i < 3; i++)
      await call(ctx.app, 'POST', LOGIN, { phone: '9876560001', code: wrongCode(code) }, { ip });

    const solved = await solvedCaptcha(ctx);
    const forged = await call(
      ctx.app,
      'POST',
      LOGIN,
      { phone: '9876560001', code, captcha: { ...solved, number: solved.number + 1 } },
      { ip },
    );
    expect(forged.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT', field: 'captcha' });
    const salted = await call(
      ctx.app,
      'POST',
      LOGIN,
      { phone: '9876560001', code, captcha: { ...solved, salt: `${solved.salt}x` } },
      { ip },
    );
    expect(salted.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT' });

    const ok = await call(ctx.app, 'POST', LOGIN, { phone: '9876560001', code, captcha: solved }, { ip });
    expect(ok.statusCode).toBe(200);

    // The same solution on another request that needs the challenge is refused.
    const other = await requestCode(ctx, '9876560002', { ip });
    for (let i = 0; i < 3; i++)
      await call(ctx.app, 'POST', LOGIN, { phone: '9876560002', code: wrongCode(other) }, { ip });
    const replay = await call(
      ctx.app,
      'POST',
      LOGIN,
      { phone: '9876560002', code: other, captcha: solved },
      { ip },
    );
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT' });

    const stale = await solvedCaptcha(ctx);
    ctx.clock.advanceSeconds(301);
    const expired = await call(
      ctx.app,
      'POST',
      LOGIN,
      { phone: '9876560002', code: other, captcha: stale },
      { ip },
    );
    expect(expired.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT' });
  });

  it('lets several phones share an address (carrier-grade NAT) without the challenge', async () => {
    const ip = '100.64.0.1';
    for (const phone of phones(100, 8)) {
      expect((await call(ctx.app, 'POST', OTP, { phone }, { ip })).statusCode).toBe(200);
    }
  });

  it('refuses wrong codes spread over many phones from one address: challenge, then 429', async () => {
    const app = await ctx.buildApp({ LOGIN_ADDRESS_FAILURES_PER_HOUR: '11' });
    const ip = '203.0.113.21';
    const targets = phones(200, 5);
    const codes = new Map<string, string>();
    for (const phone of targets) {
      await call(app, 'POST', OTP, { phone }, { ip });
      codes.set(phone, ctx.sms.lastCodeFor(phone));
    }
    // Ten wrong codes over five phones, two each: each phone stays under its own limits.
    for (const phone of targets) {
      for (let i = 0; i < 2; i++) {
        const res = await call(
          app,
          'POST',
          LOGIN,
          { phone, code: wrongCode(codes.get(phone) ?? '') },
          { ip },
        );
        expect(res.json()).toMatchObject({ code: 'OTP_INCORRECT' });
      }
    }
    const [first = '', second = ''] = targets;
    const eleventh = await call(
      app,
      'POST',
      LOGIN,
      { phone: first, code: wrongCode(codes.get(first) ?? '') },
      { ip },
    );
    expect(eleventh.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    // Another address is not affected.
    const elsewhere = await call(
      app,
      'POST',
      LOGIN,
      { phone: second, code: wrongCode(codes.get(second) ?? '') },
      { ip: '198.51.100.21' },
    );
    expect(elsewhere.json()).toMatchObject({ code: 'OTP_INCORRECT' });

    // With a solved challenge each try goes on, up to the address's hourly cap (11 here).
    const paid = await call(
      app,
      'POST',
      LOGIN,
      { phone: first, code: wrongCode(codes.get(first) ?? ''), captcha: await solvedCaptcha(ctx, app) },
      { ip },
    );
    expect(paid.json()).toMatchObject({ code: 'OTP_INCORRECT' });
    const capped = await call(
      app,
      'POST',
      LOGIN,
      { phone: second, code: codes.get(second) ?? '', captcha: await solvedCaptcha(ctx, app) },
      { ip },
    );
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      code: 'TOO_FREQUENT',
      message: 'Operating too frequently, try again later.',
    });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps codes sent for one address per hour', async () => {
    const app = await ctx.buildApp({ LOGIN_ADDRESS_SMS_PER_HOUR: '3', CAPTCHA_PHONES_PER_CLIENT: '100' });
    const ip = '203.0.113.22';
    for (const phone of phones(300, 3))
      expect((await call(app, 'POST', OTP, { phone }, { ip })).statusCode).toBe(200);
    const fourth = await call(app, 'POST', OTP, { phone: '9876560399' }, { ip });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'TOO_FREQUENT' });
    expect(ctx.sms.messages).toHaveLength(3);
    ctx.clock.advanceMinutes(61);
    expect((await call(app, 'POST', OTP, { phone: '9876560399' }, { ip })).statusCode).toBe(200);
  });

  it('ten wrong passwords lock password login only: the owner still logs in by OTP', async () => {
    const app = await ctx.buildApp({ CAPTCHA_AFTER_FAILURES: '100' });
    const phone = '9876560401';
    // Ten attackers' addresses, so the per-address rules stay out of this test.
    for (let i = 0; i < 10; i++) {
      const res = await call(
        app,
        'POST',
        PASSWORD,
        { phone, password: `wrong${i}00` },
        { ip: `198.51.100.${i + 1}` },
      );
      expect(res.json()).toMatchObject({ code: i < 9 ? 'PASSWORD_INCORRECT' : 'SECURITY_LOCK' });
    }
    const stillLocked = await call(
      app,
      'POST',
      PASSWORD,
      { phone, password: 'whatever1' },
      { ip: '198.51.100.1' },
    );
    expect(stillLocked.json()).toMatchObject({ code: 'SECURITY_LOCK' });

    const send = await call(app, 'POST', OTP, { phone });
    expect(send.statusCode).toBe(200);
    const login = await call(app, 'POST', LOGIN, { phone, code: ctx.sms.lastCodeFor(phone) });
    expect(login.statusCode).toBe(200);
  });

  it('a lock on the code login stops the address that guessed, not the owner on another network', async () => {
    const app = await ctx.buildApp({ CAPTCHA_AFTER_FAILURES: '100', CAPTCHA_ADDRESS_FAILURES: '100' });
    const phone = '9876560403';
    const attacker = { ip: '198.51.100.77' };
    // Two codes sent to the victim, five wrong guesses on each: the tenth locks.
    for (let round = 0; round < 2; round++) {
      expect((await call(app, 'POST', OTP, { phone }, attacker)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        const res = await call(
          app,
          'POST',
          LOGIN,
          { phone, code: wrongCode(ctx.sms.lastCodeFor(phone)) },
          attacker,
        );
        expect(res.json()).toMatchObject({
          code: round === 1 && i === 4 ? 'SECURITY_LOCK' : 'OTP_INCORRECT',
        });
      }
      ctx.clock.advanceMinutes(2);
    }
    // The guesser stays locked out, for codes and logins alike.
    expect((await call(app, 'POST', OTP, { phone }, attacker)).json()).toMatchObject({
      code: 'SECURITY_LOCK',
    });

    // The owner, elsewhere, proves to be a person and gets in.
    const owner = { ip: '203.0.113.99' };
    expect((await call(app, 'POST', OTP, { phone }, owner)).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    const sent = await call(app, 'POST', OTP, { phone, captcha: await solvedCaptcha(ctx, app) }, owner);
    expect(sent.statusCode).toBe(200);
    const code = ctx.sms.lastCodeFor(phone);
    const login = await call(
      app,
      'POST',
      LOGIN,
      { phone, code, captcha: await solvedCaptcha(ctx, app) },
      owner,
    );
    expect(login.statusCode).toBe(200);
    // The owner's login does not lift the guesser's lock.
    ctx.clock.advanceMinutes(2);
    expect((await call(app, 'POST', OTP, { phone }, attacker)).json()).toMatchObject({
      code: 'SECURITY_LOCK',
    });
  });

  it('password failures do not make the OTP login ask for the challenge', async () => {
    const phone = '9876560402';
    for (let i = 0; i < 3; i++) {
      await call(ctx.app, 'POST', PASSWORD, { phone, password: 'wrong000' }, { ip: `198.51.100.${i + 30}` });
    }
    const code = await requestCode(ctx, phone);
    expect((await call(ctx.app, 'POST', LOGIN, { phone, code })).statusCode).toBe(200);
  });
});

describe.each(drivers)('the hourly SMS budget on %s', (driver) => {
  const ctx = useTestApp(driver);
  const lines: Array<{ level: number; event?: string; msg?: string }> = [];
  let app: FastifyInstance | undefined;

  afterAll(async () => app?.close());

  it('asks for the challenge from half the budget, alerts at 80% and 100%, then refuses', async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ LOGIN_SMS_HOURLY_BUDGET: '5' }),
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: { level: 'warn', stream },
    });
    await app.ready();
    const live = app;
    const send = async (phone: string, ip: string, withChallenge = false) =>
      call(
        live,
        'POST',
        OTP,
        withChallenge ? { phone, captcha: await solvedCaptcha(ctx, live) } : { phone },
        { ip },
      );

    // Three codes from three addresses: under half the budget, no challenge.
    for (let i = 0; i < 3; i++)
      expect((await send(`987657000${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    // From half the budget every code needs the challenge, whatever the address.
    expect((await send('9876570003', '192.0.2.10')).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect(lines.filter((l) => l.event)).toEqual([]);
    expect((await send('9876570003', '192.0.2.10', true)).statusCode).toBe(200);
    expect(lines.filter((l) => l.event)).toEqual([
      expect.objectContaining({ level: 40, event: 'login_sms_budget_warning' }),
    ]);
    expect((await send('9876570004', '192.0.2.11', true)).statusCode).toBe(200);
    expect(lines.filter((l) => l.event).at(-1)).toMatchObject({
      level: 50,
      event: 'login_sms_budget_exhausted',
    });

    const refused = await send('9876570005', '192.0.2.12', true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_FREQUENT' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ctx.sms.messages).toHaveLength(5);

    // An hour later the budget is free again.
    ctx.clock.advanceMinutes(61);
    expect((await send('9876570005', '192.0.2.12')).statusCode).toBe(200);
  });
});

describe('per-address request limits on the anonymous endpoints', () => {
  const ctx = useTestApp('pglite', { ANON_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 TOO_FREQUENT with Retry-After past the limit; another address and /api/health are not limited', async () => {
    const ip = '203.0.113.30';
    const attempt = (from: string) =>
      call(ctx.app, 'POST', PASSWORD, { phone: '9876580001', password: 'wrong000' }, { ip: from });
    for (let i = 0; i < 3; i++) expect((await attempt(ip)).statusCode).toBe(400);
    const limited = await attempt(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'TOO_FREQUENT',
      message: 'Operating too frequently, try again later.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.31')).statusCode).toBe(400);

    for (let i = 0; i < 4; i++) await call(ctx.app, 'GET', CHALLENGE, undefined, { ip });
    expect((await call(ctx.app, 'GET', CHALLENGE, undefined, { ip })).statusCode).toBe(429);
    for (let i = 0; i < 4; i++) await call(ctx.app, 'GET', '/api/v1/config', undefined, { ip });
    expect((await call(ctx.app, 'GET', '/api/v1/config', undefined, { ip })).statusCode).toBe(429);
    for (let i = 0; i < 10; i++)
      expect((await call(ctx.app, 'GET', '/api/health', undefined, { ip })).statusCode).toBe(200);
  });
});
