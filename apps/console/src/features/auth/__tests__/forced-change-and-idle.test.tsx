import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { session } from '@/lib/session';
import { byTestId, cleanup, click, pageText, renderScreen, serve, type } from '@/testing/screen';
import ChangePasswordPage from '../change-password-page';
import LoginPage from '../login-page';

const STAFF = { id: 's-1', email: 'asha@lender.in', name: 'Asha', role: 'agent' as const };
const IDLE = 'You were signed out after 30 minutes without activity. Please sign in again.';

afterEach(() => {
  cleanup();
  session.clear();
  session.takeEndedReason();
});

async function choose(password: string, repeat: string) {
  await type(byTestId('password-new'), password);
  await type(byTestId('password-repeat'), repeat);
  await click(byTestId('password-submit'));
}

describe('the first sign-in and the idle session', { timeout: 30_000 }, () => {
  it('without a held token the change-password page sends to sign-in', async () => {
    serve({});
    await renderScreen(<ChangePasswordPage />, '/password');
    expect(byTestId('where')?.textContent).toBe('/login');
  });

  it('asks for the new password twice, then opens the console with the normal session', async () => {
    session.holdForPasswordChange('restricted-token');
    const calls = serve({
      'POST /api/staff/v1/auth/password': [
        200,
        { token: 'normal-token', expiresAt: '', staff: STAFF, passwordChangeRequired: false },
      ],
    });
    await renderScreen(<ChangePasswordPage />, '/password');
    await choose('monsoon-ledger-42', 'monsoon-ledger-43');
    expect(pageText()).toContain('The two passwords differ');
    await choose('short', 'short');
    expect(pageText()).toContain('Use 12 to 200 characters');
    expect(calls).toEqual([]);

    await choose('monsoon-ledger-42', 'monsoon-ledger-42');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/staff/v1/auth/password', body: { password: 'monsoon-ledger-42' } },
    ]);
    expect(session.token()).toBe('normal-token');
    expect(session.staff()).toEqual(STAFF);
    expect(byTestId('where')?.textContent).toBe('/');
  });

  it("shows the server's refusal on the page", async () => {
    session.holdForPasswordChange('restricted-token');
    serve({
      'POST /api/staff/v1/auth/password': [
        400,
        { code: 'STAFF_PASSWORD_REUSED', message: 'Choose a new password, not the one you were given.' },
      ],
    });
    await renderScreen(<ChangePasswordPage />, '/password');
    await choose('abcdefghijklmnopqrstuvwx', 'abcdefghijklmnopqrstuvwx');
    expect(byTestId('password-change-error')?.textContent).toContain('not the one you were given');
    expect(session.staff()).toBeNull();
  });

  it('an idle session ends: the token is gone and sign-in says why, once', async () => {
    session.signIn('old-token', STAFF);
    serve({ 'GET /api/staff/v1/dashboard': [401, { code: 'STAFF_SESSION_IDLE', message: IDLE }] });
    await expect(api.get('/api/staff/v1/dashboard')).rejects.toMatchObject({ code: 'STAFF_SESSION_IDLE' });
    expect(session.token()).toBeNull();
    expect(window.location.hash).toBe('#/login');

    await renderScreen(<LoginPage />, '/login');
    expect(byTestId('login-ended')?.textContent).toContain(IDLE);
    cleanup();
    serve({});
    await renderScreen(<LoginPage />, '/login');
    expect(byTestId('login-ended')).toBeNull();
  });

  it('a restricted token sends any page to the change-password page', async () => {
    session.holdForPasswordChange('restricted-token');
    serve({
      'GET /api/staff/v1/auth/me': [
        403,
        {
          code: 'STAFF_PASSWORD_CHANGE_REQUIRED',
          message: 'Choose a new password before you use the console.',
        },
      ],
    });
    window.location.hash = '#/dashboard';
    await expect(api.get('/api/staff/v1/auth/me')).rejects.toMatchObject({ status: 403 });
    expect(window.location.hash).toBe('#/password');
    expect(session.token()).toBe('restricted-token');
  });
});
