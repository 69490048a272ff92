import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderPage, settle, text, type } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import EmailPage from '../routes/email';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/toast', () => ({
  showToast: (t: string) => toasts.push(t),
  showErrorToast: (code: string) => toasts.push(code),
}));

const PATH = '/api/v1/profile/email';
let state = { email: null as string | null, verified: false, codePending: false };
let bodies: { url: string; body: unknown }[] = [];

function serve() {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (init?.method === 'POST') bodies.push({ url, body });
      if (url.endsWith(PATH) && init?.method === 'POST') {
        if (body.email === 'taken@example.com')
          return json(429, {
            code: 'OTP_COOLDOWN',
            message: 'Wait 60 seconds before asking for a new code.',
          });
        state = { email: 'ra***@example.com', verified: false, codePending: true };
        return json(200, state);
      }
      if (url.endsWith(`${PATH}/verify`)) {
        if (body.code !== '123456')
          return json(400, { code: 'EMAIL_CODE_INCORRECT', message: 'The code is not correct.' });
        state = { ...state, verified: true, codePending: false };
        return json(200, state);
      }
      if (url.endsWith(PATH)) return json(200, state);
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

let view: { unmount: () => void } | null = null;
beforeAll(setupI18n);
afterEach(() => {
  view?.unmount();
  view = null;
  document.body.innerHTML = '';
  toasts.length = 0;
  vi.unstubAllGlobals();
});

describe('/email', () => {
  it('adds an address, takes the 6-digit code, and shows it masked and verified', async () => {
    state = { email: null, verified: false, codePending: false };
    serve();
    view = renderPage(EmailPage, '/email');
    await settle();
    type('email-input', 'not-an-address');
    click(byTestId('email-send'));
    await settle();
    expect(text('email-error')).toBe('Enter a valid e-mail address');
    expect(bodies).toEqual([]);

    type('email-input', ' ravi@example.com ');
    click(byTestId('email-send'));
    await settle();
    expect(bodies).toEqual([{ url: expect.stringContaining(PATH), body: { email: 'ravi@example.com' } }]);
    expect(text('email-code-sent')).toContain('ra***@example.com');

    type('email-code', '999999');
    click(byTestId('email-verify'));
    await settle();
    expect(text('email-error')).toBe('The code is not correct.');

    type('email-code', '12a3456');
    expect((byTestId('email-code') as HTMLInputElement).value).toBe('123456');
    click(byTestId('email-verify'));
    await settle();
    expect(text('email-current')).toContain('ra***@example.com');
    expect(text('email-status')).toBe('Verified');
    expect(toasts).toEqual(['E-mail address verified']);
    expect(byTestId('email-code')).toBeNull();
  });

  it('changes a verified address, and shows the server error in its words', async () => {
    state = { email: 'ra***@example.com', verified: true, codePending: false };
    serve();
    view = renderPage(EmailPage, '/email');
    await settle();
    expect(text('email-status')).toBe('Verified');
    click(byTestId('email-change'));
    await settle();
    type('email-input', 'taken@example.com');
    click(byTestId('email-send'));
    await settle();
    expect(text('email-error')).toBe('Wait 60 seconds before asking for a new code.');
    type('email-input', 'new@example.com');
    click(byTestId('email-send'));
    await settle();
    expect(text('email-status')).toBe('Not verified');
    expect(byTestId('email-code')).not.toBeNull();
    expect(byTestId('email-resend')).not.toBeNull();
  });
});
