import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { customers } from '../../db/schema';
import { bearer, call, drivers, testConfig, useTestApp, wrongCode } from '../../test/test-app';
import { sha256Hex } from '../hashing';
import { loggerOptions } from '../logger';

const PHONE = '9876512345';
const PASSWORD = 'Secr3tPw!';

describe.each(drivers)('logs on %s', (driver) => {
  const ctx = useTestApp(driver);
  const lines: string[] = [];
  afterEach(() => {
    lines.length = 0;
  });

  /**
   * The app with the production logger options (redaction, serializers) at
   * 'trace', a superset of the 'info' default, written to memory. 8-digit
   * codes so a code cannot be mistaken for part of a timestamp.
   */
  async function loggedApp() {
    const app = await buildApp({
      config: testConfig({ OTP_LENGTH: '8' }),
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }),
    });
    // A careless message, and a real database error whose query parameters hold the phone.
    app.get('/api/v1/test-careless', async () => {
      throw new Error(`no customer for +91${PHONE}`);
    });
    app.get('/api/v1/test-db-error', async () => {
      await ctx.database.db.insert(customers).values({ phone: PHONE, createdAt: ctx.clock.now() });
    });
    app.post('/api/v1/test-gateway', async (request) => {
      // Like an HTTP client's error that keeps the request it sent.
      throw Object.assign(new Error('gateway failed'), {
        body: request.body,
        config: { data: JSON.stringify(request.body) },
      });
    });
    await app.ready();
    return app;
  }

  it('never contain the phone, the codes, the password or the session token', async () => {
    const app = await loggedApp();
    try {
      const sent = await call(app, 'POST', '/api/v1/auth/otp', { phone: PHONE });
      expect(sent.statusCode).toBe(200);
      const code = ctx.sms.lastCodeFor(PHONE);
      const wrong = wrongCode(code);
      const rejected = await call(app, 'POST', '/api/v1/auth/login/otp', { phone: PHONE, code: wrong });
      expect(rejected.json()).toMatchObject({ code: 'OTP_INCORRECT' });
      const login = await call(app, 'POST', '/api/v1/auth/login/otp', { phone: PHONE, code });
      expect(login.statusCode).toBe(200);
      const { token } = login.json() as { token: string };

      expect((await call(app, 'GET', '/api/v1/me', undefined, { headers: bearer(token) })).statusCode).toBe(
        200,
      );
      const passwordCodeSent = await call(app, 'POST', '/api/v1/me/password/code', undefined, {
        headers: bearer(token),
      });
      expect(passwordCodeSent.statusCode).toBe(200);
      const passwordCode = ctx.sms.lastCodeFor(PHONE);
      const set = await call(
        app,
        'PUT',
        '/api/v1/me/password',
        { password: PASSWORD, code: passwordCode },
        { headers: bearer(token) },
      );
      expect(set.statusCode).toBe(204);
      const byPassword = await call(app, 'POST', '/api/v1/auth/login/password', {
        phone: `0${PHONE}`,
        password: PASSWORD,
      });
      expect(byPassword.statusCode).toBe(200);
      const second = (byPassword.json() as { token: string }).token;
      const wrongPassword = await call(app, 'POST', '/api/v1/auth/login/password', {
        phone: PHONE,
        password: `${PASSWORD}x`,
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(
        (await call(app, 'POST', '/api/v1/auth/logout', undefined, { headers: bearer(second) })).statusCode,
      ).toBe(204);
      const garbage = await call(app, 'GET', '/api/v1/me', undefined, {
        headers: { authorization: `Bearer ${token.slice(1)}${PHONE}` },
      });
      expect(garbage.statusCode).toBe(401);
      const afterLogout = await call(app, 'GET', '/api/v1/me', undefined, { headers: bearer(second) });
      expect(afterLogout.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

      for (const url of ['/api/v1/test-careless', '/api/v1/test-db-error']) {
        const failed = await call(app, 'GET', url);
        expect(failed.statusCode).toBe(500);
        expect(failed.body).not.toContain(PHONE);
      }

      const log = lines.join('');
      // The log is there and useful: requests, and each 500 with its reason.
      expect(lines.length).toBeGreaterThan(20);
      expect(log).toContain('"errorCode":"OTP_INCORRECT"');
      expect(log).toContain('"errorCode":"SESSION_EXPIRED"');
      expect(log).toContain('request failed');
      expect(log).toContain('duplicate key value violates unique constraint');
      const secrets = {
        phone: PHONE,
        code,
        wrongCode: wrong,
        passwordCode,
        password: PASSWORD,
        token,
        secondToken: second,
        tokenHash: sha256Hex(token),
        secondTokenHash: sha256Hex(second),
      };
      for (const [name, secret] of Object.entries(secrets)) {
        const leaks = lines.filter((line) => line.includes(secret));
        expect(leaks, `${name} leaked`).toEqual([]);
      }
    } finally {
      await app.close();
    }
  });

  it('log a 5xx with its reason but not the request body, even when the error carries it', async () => {
    const app = await loggedApp();
    const marker = randomUUID();
    try {
      const res = await call(app, 'POST', '/api/v1/test-gateway', { phone: PHONE, note: marker });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('gateway failed');
      expect(log).not.toContain(marker);
      expect(log).not.toContain(PHONE);
    } finally {
      await app.close();
    }
  });
});
