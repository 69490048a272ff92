import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '@/lib/session';
import { session } from '@/lib/session';
import { button, byTestId, cleanup, click, pageText, renderScreen, serve } from '@/testing/screen';
import { RequireStaff } from '../require-staff';

const ME: StaffMember = { id: 's-1', email: 'asha@example.in', name: 'Asha', role: 'agent' };
const ME_PATH = 'GET /api/staff/v1/auth/me';

const screen = (
  <RequireStaff>
    <p data-testid="inside">console</p>
  </RequireStaff>
);

afterEach(() => {
  cleanup();
  session.clear();
});

describe('RequireStaff', () => {
  it('sends a visitor without a token to sign-in, asking nothing', async () => {
    const calls = serve({});
    await renderScreen(screen, '/money');
    expect(byTestId('where')?.textContent).toBe('/login');
    expect(calls).toEqual([]);
  });

  it('on a reload loads the staff member once, then shows the console', async () => {
    sessionStorage.setItem('staffToken', 'token-1');
    const calls = serve({ [ME_PATH]: [200, ME] });
    await renderScreen(screen, '/money');
    expect(byTestId('inside')).not.toBeNull();
    expect(session.staff()).toEqual(ME);
    expect(calls.map((call) => call.url)).toEqual(['/api/staff/v1/auth/me']);
  });

  it('says so when the account cannot load, and Try again asks again', async () => {
    sessionStorage.setItem('staffToken', 'token-1');
    let answer: [number, unknown] = [503, { code: 'INTERNAL', message: 'Down for a moment' }];
    const calls = serve({ [ME_PATH]: () => answer });
    await renderScreen(screen, '/money');
    expect(pageText()).toContain('The console could not load your account');
    expect(pageText()).toContain('Down for a moment');
    answer = [200, ME];
    await click(button('Try again'));
    expect(byTestId('inside')).not.toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('a session the server ended clears the token and goes to sign-in', async () => {
    sessionStorage.setItem('staffToken', 'token-1');
    serve({ [ME_PATH]: [401, { code: 'STAFF_UNAUTHENTICATED', message: 'Sign in again' }] });
    await renderScreen(screen, '/money');
    expect(session.token()).toBeNull();
    expect(byTestId('where')?.textContent).toBe('/login');
    expect(pageText()).not.toContain('could not load');
  });
});
