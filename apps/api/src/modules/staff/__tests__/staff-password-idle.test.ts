import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '../../../db/schema';
import { sha256Hex } from '../../../lib/hashing';
import { totpCode, totpStep } from '../../../lib/totp';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { ensureFirstAdmin } from '../staff-admin-service';

/** Password then authenticator code (enrolled on the first sign-in); the session's answer and the secret. */
async function signIn(ctx: TestContext, email: string, password: string, secret?: string) {
  const login = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  const key: string = login.json().enrolment?.secret ?? secret;
  const res = await call(ctx.app, 'POST', '/api/staff/v1/auth/totp', {
    challenge: login.json().challenge,
    code: totpCode(key, totpStep(ctx.clock.now())),
  });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { token: string; expiresAt: string; passwordChangeRequired: boolean }), key };
}

async function createStaff(ctx: TestContext, adminToken: string, email: string) {
  const res = await call(
    ctx.app,
    'POST',
    '/api/staff/v1/staff',
    { email, name: 'Asha', role: 'agent' },
    { headers: staffHeaders(adminToken) },
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; password: string };
}

const get = (ctx: TestContext, url: string, token: string) =>
  call(ctx.app, 'GET', url, undefined, { headers: staffHeaders(token) });

const NEW_PASSWORD = 'monsoon-ledger-42';

describe.each(drivers)('staff: the one-time password is changed at the first sign-in (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('gives a restricted session that every other route refuses, then a normal one after the change', async () => {
    const admin = await staffSession(ctx, 'admin');
    const { id, password } = await createStaff(ctx, admin.token, 'asha@lender.in');

    const first = await signIn(ctx, 'asha@lender.in', password);
    expect(first.passwordChangeRequired).toBe(true);
    // A quarter of an hour to choose a password, not a shift.
    expect(new Date(first.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(15 * 60_000);
    for (const url of ['/api/staff/v1/auth/me', '/api/staff/v1/customers?q=98765', '/api/staff/v1/staff']) {
      const refused = await get(ctx, url, first.token);
      expect([refused.statusCode, refused.json().code], url).toEqual([403, 'STAFF_PASSWORD_CHANGE_REQUIRED']);
    }

    const change = (password: string, token = first.token) =>
      call(ctx.app, 'POST', '/api/staff/v1/auth/password', { password }, { headers: staffHeaders(token) });
    expect((await change('short')).json()).toMatchObject({
      code: 'STAFF_PASSWORD_FORMAT',
      field: 'password',
    });
    expect((await change('x'.repeat(201))).json().code).toBe('STAFF_PASSWORD_FORMAT');
    expect((await change(password)).json().code).toBe('STAFF_PASSWORD_REUSED');

    const changed = await change(NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      passwordChangeRequired: false,
      staff: { email: 'asha@lender.in' },
    });
    const token = changed.json().token as string;
    expect(new Date(changed.json().expiresAt).getTime() - ctx.clock.now().getTime()).toBe(12 * 3600_000);
    // The short session is over; the new one works, and has nothing to change.
    expect((await get(ctx, '/api/staff/v1/auth/me', first.token)).json().code).toBe('STAFF_UNAUTHENTICATED');
    expect((await get(ctx, '/api/staff/v1/auth/me', token)).json()).toMatchObject({ id, role: 'agent' });
    expect((await change('another-password-1', token)).json().code).toBe('STAFF_FORBIDDEN');

    // Later sign-ins: the new password, a normal session; the one-time one is gone.
    ctx.clock.advance(30_000);
    const old = await call(ctx.app, 'POST', '/api/staff/v1/auth/login', {
      email: 'asha@lender.in',
      password,
    });
    expect(old.json().code).toBe('STAFF_LOGIN_FAILED');
    const again = await signIn(ctx, 'asha@lender.in', NEW_PASSWORD, first.key);
    expect(again.passwordChangeRequired).toBe(false);
    expect((await get(ctx, '/api/staff/v1/auth/me', again.token)).statusCode).toBe(200);

    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, id))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'staff.create',
      'staff.enrol_totp',
      'staff.sign_in',
      'staff.change_password',
      'staff.sign_in',
    ]);
  });

  it('asks again after a reset; the restricted session can sign out; the first admin keeps its password', async () => {
    // The first admin's password is the operator's (STAFF_ADMIN_PASSWORD), not a one-time one.
    await ensureFirstAdmin(ctx.database.db, ctx.clock, {
      email: 'boss@lender.in',
      password: 'correct horse battery',
      generate: false,
    });
    expect((await signIn(ctx, 'boss@lender.in', 'correct horse battery')).passwordChangeRequired).toBe(false);
    const admin = await staffSession(ctx, 'admin');
    const { id, password } = await createStaff(ctx, admin.token, 'ravi@lender.in');
    const first = await signIn(ctx, 'ravi@lender.in', password);
    const logout = await call(ctx.app, 'POST', '/api/staff/v1/auth/logout', undefined, {
      headers: staffHeaders(first.token),
    });
    expect(logout.statusCode).toBe(204);

    ctx.clock.advance(30_000);
    const second = await signIn(ctx, 'ravi@lender.in', password, first.key);
    const changed = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/auth/password',
      { password: NEW_PASSWORD },
      { headers: staffHeaders(second.token) },
    );
    expect(changed.statusCode).toBe(200);
    const reset = await call(ctx.app, 'POST', `/api/staff/v1/staff/${id}/reset`, undefined, {
      headers: staffHeaders(admin.token),
    });
    const afterReset = await signIn(ctx, 'ravi@lender.in', reset.json().password);
    expect(afterReset.passwordChangeRequired).toBe(true);
  });
});

describe.each(drivers)('staff: sessions end when idle and after 12 hours (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const me = (token: string) => get(ctx, '/api/staff/v1/auth/me', token);

  it('keeps a session used within 30 minutes, sliding, and ends it after 30 idle minutes', async () => {
    const { token } = await staffSession(ctx, 'agent');
    ctx.clock.advanceMinutes(29);
    expect((await me(token)).statusCode).toBe(200);
    // 58 minutes since sign-in, 29 since the last request: still open.
    ctx.clock.advanceMinutes(29);
    expect((await me(token)).statusCode).toBe(200);
    ctx.clock.advanceMinutes(31);
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      code: 'STAFF_SESSION_IDLE',
      message: 'You were signed out after 30 minutes without activity. Please sign in again.',
    });
    // It stays ended: a refused request does not wake it.
    expect((await me(token)).json().code).toBe('STAFF_SESSION_IDLE');
  });

  it('ends a session idle since sign-in, and writes the last request at most once a minute', async () => {
    const admin = await staffSession(ctx, 'admin');
    const lastSeen = async () => {
      const [row] = await ctx.database.db
        .select({ at: staffSessions.lastSeenAt })
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, sha256Hex(admin.token)));
      return row?.at?.toISOString();
    };
    const start = ctx.clock.now().toISOString();
    ctx.clock.advanceSeconds(30);
    await me(admin.token);
    expect(await lastSeen()).toBe(start);
    ctx.clock.advanceSeconds(31);
    await me(admin.token);
    const touched = ctx.clock.now().toISOString();
    expect(await lastSeen()).toBe(touched);
    ctx.clock.advanceSeconds(59);
    await me(admin.token);
    expect(await lastSeen()).toBe(touched);

    const other = await staffSession(ctx, 'risk');
    ctx.clock.advanceMinutes(30);
    expect((await me(other.token)).json().code).toBe('STAFF_SESSION_IDLE');
  });

  it('still ends a busy session 12 hours after sign-in', async () => {
    const { token } = await staffSession(ctx, 'agent');
    for (let i = 0; i < 35; i += 1) {
      ctx.clock.advanceMinutes(20);
      expect((await me(token)).statusCode, `${(i + 1) * 20} min`).toBe(200);
    }
    ctx.clock.advanceMinutes(20);
    expect((await me(token)).json().code).toBe('STAFF_UNAUTHENTICATED');
  });

  it('ends a disabled staff member the same way, idle or not', async () => {
    const { token, staffId } = await staffSession(ctx, 'agent');
    await ctx.database.db
      .update(staffUsers)
      .set({ disabledAt: ctx.clock.now() })
      .where(eq(staffUsers.id, staffId));
    expect((await me(token)).json().code).toBe('STAFF_UNAUTHENTICATED');
  });
});

describe.each(drivers)('staff: STAFF_IDLE_MINUTES sets the idle period (%s)', (driver) => {
  const ctx = useTestApp(driver, { STAFF_IDLE_MINUTES: '10' });

  it('ends a session after 10 idle minutes and says so', async () => {
    const { token } = await staffSession(ctx, 'agent');
    ctx.clock.advanceMinutes(9);
    expect((await get(ctx, '/api/staff/v1/auth/me', token)).statusCode).toBe(200);
    ctx.clock.advanceMinutes(10);
    const idle = await get(ctx, '/api/staff/v1/auth/me', token);
    expect(idle.json().message).toContain('10 minutes');
  });
});
