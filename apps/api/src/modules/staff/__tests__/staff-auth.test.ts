import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { auditLog, staffUsers } from '../../../db/schema';
import { loggerOptions } from '../../../lib/logger';
import { totpCode, totpStep } from '../../../lib/totp';
import { ALL_STAFF_ROLES, staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { ensureFirstAdmin } from '../staff-admin-service';

const ADMIN = { email: 'Boss@Lender.in', password: 'correct horse battery' };

async function firstAdmin(ctx: TestContext) {
  const created = await ensureFirstAdmin(ctx.database.db, ctx.clock, {
    email: ADMIN.email,
    password: ADMIN.password,
    generate: false,
  });
  if (!created) throw new Error('no admin');
  return created;
}

async function signIn(ctx: TestContext, email: string, password: string, secret?: string) {
  const login = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  const { challenge, enrolment } = login.json();
  const key: string = enrolment?.secret ?? secret;
  const res = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', {
    challenge,
    code: totpCode(key, totpStep(ctx.clock.now())),
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string, secret: key, staff: res.json().staff };
}

async function auditActions(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

describe.each(drivers)('staff accounts and sign-in (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('creates the first admin once, and signs in with password then the authenticator it enrols', async () => {
    const created = await firstAdmin(ctx);
    expect(created.email).toBe('boss@lender.in');
    expect(
      await ensureFirstAdmin(ctx.database.db, ctx.clock, {
        email: 'x@y.in',
        password: 'p'.repeat(12),
        generate: true,
      }),
    ).toBeNull();

    const { token, secret, staff } = await signIn(ctx, ADMIN.email, ADMIN.password);
    expect(staff).toMatchObject({ email: 'boss@lender.in', role: 'admin', totpEnrolled: true });
    const me = await call(ctx.app, 'GET', '/api/staff/v1/auth/me', undefined, {
      headers: staffHeaders(token),
    });
    expect(me.json()).toMatchObject({ email: 'boss@lender.in', role: 'admin' });

    // The second sign-in shows no enrolment and takes the enrolled secret's code (a later step: each code works once).
    ctx.clock.advance(30_000);
    const again = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', ADMIN);
    expect(again.json().enrolment).toBeNull();
    const res = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', {
      challenge: again.json().challenge,
      code: totpCode(secret, totpStep(ctx.clock.now())),
    });
    expect(res.statusCode).toBe(200);
    expect(await auditActions(ctx)).toEqual([
      'staff.bootstrap',
      'staff.enrol_totp',
      'staff.sign_in',
      'staff.sign_in',
    ]);
  });

  it('answers an unknown e-mail, a wrong password and a locked account alike, and locks after five wrong passwords', async () => {
    await firstAdmin(ctx);
    const unknown = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', {
      email: 'no@one.in',
      password: 'x',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('STAFF_LOGIN_FAILED');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', { ...ADMIN, password: 'wrong' });
      expect(wrong.json()).toEqual(unknown.json());
    }
    // Locked, even the right password gets the unknown e-mail's answer: nothing tells the account exists.
    const locked = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', ADMIN);
    expect([locked.statusCode, locked.json(), locked.headers['retry-after']]).toEqual([
      401,
      unknown.json(),
      undefined,
    ]);
    ctx.clock.advance(15 * 60_000);
    expect((await call(ctx.app, 'POST', '/api/staff/v1/auth/login', ADMIN)).statusCode).toBe(200);
  });

  it('counts every one of 30 wrong passwords sent at once, and alerts on the lock', async () => {
    const admin = await firstAdmin(ctx);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(ctx.app, 'POST', '/api/staff/v1/auth/login', { ...ADMIN, password: 'wrong' }),
      ),
    );
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([401]));
    const [row] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.email, admin.email));
    expect(row?.failedLogins).toBe(30);
    expect(row?.lockedUntil?.getTime()).toBe(ctx.clock.now().getTime() + 15 * 60_000);
    expect((await auditActions(ctx)).filter((a) => a === 'staff.login_locked')).toHaveLength(6);
    expect((await call(ctx.app, 'POST', '/api/staff/v1/auth/login', ADMIN)).statusCode).toBe(401);
  });

  it('limits authenticator codes per account across challenges, locks and alerts', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }),
    });
    try {
      await firstAdmin(ctx);
      const { secret } = await signIn(ctx, ADMIN.email, ADMIN.password);
      const challenges: string[] = [];
      // Two challenges of five wrong codes each: the tenth wrong code locks the account.
      for (let c = 0; c < 2; c += 1) {
        ctx.clock.advance(30_000);
        const login = await call(app, 'POST', '/api/staff/v1/auth/login', ADMIN);
        expect(login.statusCode).toBe(200);
        challenges.push(login.json().challenge);
        for (let i = 0; i < (c === 0 ? 5 : 4); i += 1) {
          await call(app, 'POST', '/api/staff/v1/auth/totp', {
            challenge: login.json().challenge,
            code: '000000',
          });
        }
      }
      // A third challenge opened before the last wrong code dies with the lock.
      const spare = (await call(app, 'POST', '/api/staff/v1/auth/login', ADMIN)).json().challenge;
      const last = await call(app, 'POST', '/api/staff/v1/auth/totp', {
        challenge: challenges[1],
        code: '000000',
      });
      expect(last.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
      ctx.clock.advance(30_000);
      const right = await call(app, 'POST', '/api/staff/v1/auth/totp', {
        challenge: spare,
        code: totpCode(secret, totpStep(ctx.clock.now())),
      });
      expect(right.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
      expect((await call(app, 'POST', '/api/staff/v1/auth/login', ADMIN)).json().code).toBe(
        'STAFF_LOGIN_FAILED',
      );
      expect((await auditActions(ctx)).filter((a) => a === 'staff.totp_locked')).toHaveLength(1);
      const alerts = lines.map((l) => JSON.parse(l)).filter((l) => l.event === 'staff_totp_locked');
      expect(alerts).toEqual([expect.objectContaining({ level: 50, staffId: expect.any(String) })]);

      ctx.clock.advance(15 * 60_000);
      const again = await signIn(ctx, ADMIN.email, ADMIN.password, secret);
      expect(again.token).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('refuses a wrong code, a replayed code, and a challenge after five wrong codes', async () => {
    await firstAdmin(ctx);
    const { secret } = await signIn(ctx, ADMIN.email, ADMIN.password);
    const login = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', ADMIN);
    const { challenge } = login.json();
    // The code just used (same step) is refused: one code, one sign-in.
    const replay = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', {
      challenge,
      code: totpCode(secret, totpStep(ctx.clock.now())),
    });
    expect(replay.json().code).toBe('STAFF_TOTP_INCORRECT');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', { challenge, code: '000000' });
      expect(wrong.json().code).toBe(i < 3 ? 'STAFF_TOTP_INCORRECT' : 'STAFF_CHALLENGE_EXPIRED');
    }
    ctx.clock.advance(30_000);
    const late = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', {
      challenge,
      code: totpCode(secret, totpStep(ctx.clock.now())),
    });
    expect(late.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
  });

  it('lets a challenge live five minutes', async () => {
    await firstAdmin(ctx);
    const login = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', ADMIN);
    ctx.clock.advance(5 * 60_000 + 1);
    const res = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', {
      challenge: login.json().challenge,
      code: totpCode(login.json().enrolment.secret, totpStep(ctx.clock.now())),
    });
    expect(res.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
  });

  it("refuses a borrower's token, no token and a revoked session on staff routes", async () => {
    const borrower = await logIn(ctx, '9876543210');
    for (const headers of [bearer(borrower.token), {}, { authorization: 'Bearer nonsense' }]) {
      const res = await call(ctx.app, 'GET', '/api/staff/v1/auth/me', undefined, { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('STAFF_UNAUTHENTICATED');
    }
    const { token } = await staffSession(ctx, 'agent');
    expect(
      (await call(ctx.app, 'POST', '/api/staff/v1/auth/logout', undefined, { headers: staffHeaders(token) }))
        .statusCode,
    ).toBe(204);
    const after = await call(ctx.app, 'GET', '/api/staff/v1/auth/me', undefined, {
      headers: staffHeaders(token),
    });
    expect(after.statusCode).toBe(401);
    // A staff token is not a borrower's either.
    expect(
      (await call(ctx.app, 'GET', '/api/v1/me', undefined, { headers: staffHeaders(token) })).statusCode,
    ).toBe(401);
  });

  it('lets only an admin manage staff and read the audit log', async () => {
    for (const role of ALL_STAFF_ROLES) {
      const { token } = await staffSession(ctx, role);
      const headers = staffHeaders(token);
      const list = await call(ctx.app, 'GET', '/api/staff/v1/staff', undefined, { headers });
      const audit = await call(ctx.app, 'GET', '/api/staff/v1/audit', undefined, { headers });
      const create = await call(
        ctx.app,
        'POST',
        '/api/staff/v1/staff',
        { email: `${role}@x.in`, name: 'N', role: 'agent' },
        { headers },
      );
      const expected = role === 'admin' ? [200, 200, 201] : [403, 403, 403];
      expect([list.statusCode, audit.statusCode, create.statusCode], role).toEqual(expected);
      if (role !== 'admin') expect(list.json().code).toBe('STAFF_FORBIDDEN');
    }
  });

  it('creates, changes and resets staff, each written to the audit log with before and after', async () => {
    const admin = await staffSession(ctx, 'admin');
    const headers = staffHeaders(admin.token);
    const created = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/staff',
      { email: 'Asha@Lender.in', name: 'Asha', role: 'agent' },
      { headers },
    );
    expect(created.statusCode).toBe(201);
    const { id, password } = created.json();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const dup = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/staff',
      { email: 'asha@lender.in', name: 'A', role: 'risk' },
      { headers },
    );
    expect(dup.json().code).toBe('STAFF_EMAIL_TAKEN');

    const asha = await signIn(ctx, 'asha@lender.in', password);
    const promoted = await call(ctx.app, 'PUT', `/api/staff/v1/staff/${id}`, { role: 'risk' }, { headers });
    expect(promoted.json()).toMatchObject({ role: 'risk', disabled: false });
    // A new role ends the sessions opened under the old one.
    expect(
      (await call(ctx.app, 'GET', '/api/staff/v1/auth/me', undefined, { headers: staffHeaders(asha.token) }))
        .statusCode,
    ).toBe(401);

    await call(ctx.app, 'PUT', `/api/staff/v1/staff/${id}`, { disabled: true }, { headers });
    const disabled = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', {
      email: 'asha@lender.in',
      password,
    });
    expect(disabled.json().code).toBe('STAFF_LOGIN_FAILED');

    const reset = await call(ctx.app, 'POST', `/api/staff/v1/staff/${id}/reset`, undefined, { headers });
    expect(reset.json().password).not.toBe(password);

    const page = await call(ctx.app, 'GET', `/api/staff/v1/audit?subjectId=${id}`, undefined, { headers });
    const entries = page.json().entries as {
      action: string;
      staffEmail: string | null;
      before: unknown;
      after: unknown;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      'staff.reset',
      'staff.update',
      'staff.update',
      'staff.sign_in',
      'staff.enrol_totp',
      'staff.create',
    ]);
    expect(entries[2]).toMatchObject({
      staffEmail: admin.email,
      before: { role: 'agent' },
      after: { role: 'risk' },
    });
    expect(entries[1]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });

  it('will not let an admin disable, demote or reset themself', async () => {
    const admin = await staffSession(ctx, 'admin');
    const headers = staffHeaders(admin.token);
    for (const [method, url, body] of [
      ['PUT', `/api/staff/v1/staff/${admin.staffId}`, { disabled: true }],
      ['PUT', `/api/staff/v1/staff/${admin.staffId}`, { role: 'agent' }],
      ['POST', `/api/staff/v1/staff/${admin.staffId}/reset`, undefined],
    ] as const) {
      const res = await call(ctx.app, method, url, body, { headers });
      expect(res.json().code).toBe('STAFF_SELF_CHANGE');
    }
  });

  it('pages the audit log by cursor, newest first', async () => {
    const admin = await staffSession(ctx, 'admin');
    const headers = staffHeaders(admin.token);
    for (let i = 0; i < 5; i += 1) {
      await call(
        ctx.app,
        'POST',
        '/api/staff/v1/staff',
        { email: `s${i}@x.in`, name: `S${i}`, role: 'agent' },
        { headers },
      );
    }
    const first = (
      await call(ctx.app, 'GET', '/api/staff/v1/audit?limit=3&action=staff.create', undefined, { headers })
    ).json();
    expect(first.entries).toHaveLength(3);
    const second = (
      await call(
        ctx.app,
        'GET',
        `/api/staff/v1/audit?limit=3&action=staff.create&cursor=${first.next}`,
        undefined,
        { headers },
      )
    ).json();
    expect(second.entries).toHaveLength(2);
    expect(second.next).toBeNull();
    const emails = [...first.entries, ...second.entries].map(
      (e: { after: { email: string } }) => e.after.email,
    );
    expect(emails).toEqual(['s4@x.in', 's3@x.in', 's2@x.in', 's1@x.in', 's0@x.in']);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const admin = await staffSession(ctx, 'admin');
    await call(
      ctx.app,
      'POST',
      '/api/staff/v1/staff',
      { email: 'a@x.in', name: 'A', role: 'agent' },
      { headers: staffHeaders(admin.token) },
    );
    await expect(ctx.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate audit_log`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('append-only') }),
    });
    expect(await auditActions(ctx)).toContain('staff.create');
  });

  it('answers odd input with a 4xx and a code', async () => {
    const admin = await staffSession(ctx, 'admin');
    const headers = staffHeaders(admin.token);
    const cases: [string, string, unknown][] = [
      ['POST', '/api/staff/v1/auth/login', { email: 42 }],
      ['POST', '/api/staff/v1/auth/login', 'null'],
      ['POST', '/api/staff/v1/auth/totp', { challenge: 'x'.repeat(300), code: '1' }],
      ['POST', '/api/staff/v1/auth/totp', { challenge: 'abc', code: '123456' }],
      ['POST', '/api/staff/v1/staff', { email: 'not-an-email', name: 'X', role: 'agent' }],
      ['POST', '/api/staff/v1/staff', { email: 'a@b.in', name: 'X', role: 'superuser' }],
      ['PUT', '/api/staff/v1/staff/not-a-uuid', { role: 'agent' }],
      ['PUT', '/api/staff/v1/staff/00000000-0000-4000-8000-000000000000', {}],
      ['PUT', '/api/staff/v1/staff/00000000-0000-4000-8000-000000000000', { role: 'agent' }],
      ['GET', '/api/staff/v1/audit?limit=0', undefined],
      ['GET', '/api/staff/v1/audit?cursor=abc', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(ctx.app, method as 'GET', url, body as never, { headers });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(typeof res.json().code).toBe('string');
    }
  });
});
