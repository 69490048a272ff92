import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderPage, settle } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import SetupPage from '../routes/setup';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/toast', () => ({
  showToast: (text: string) => toasts.push(text),
  showErrorToast: (code: string) => toasts.push(code),
}));

const ME = {
  customerId: 'c',
  phone: '9876543210',
  hasPassword: false,
  language: 'en',
  createdAt: '2026-11-01T00:00:00Z',
};
const REQUEST = {
  id: '00000000-0000-4000-8000-000000000009',
  state: 'requested',
  requestedAt: '2026-11-23T06:30:00.000Z',
  processedAt: null,
};

let posted = 0;
function serve(existing: typeof REQUEST | null) {
  posted = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/v1/me')) return json(200, ME);
      if (url.endsWith('/api/v1/me/deletion-request') && init?.method === 'POST') {
        posted += 1;
        return json(201, REQUEST);
      }
      if (url.endsWith('/api/v1/me/deletion-request')) return json(200, existing);
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const found = find();
    if (found) return found;
    await settle();
  }
  throw new Error('not found');
}

const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === label);

let view: { unmount: () => void } | null = null;

beforeAll(setupI18n);
afterEach(() => {
  // Unmounted, not just cleared: React must not run work after the test environment has gone.
  view?.unmount();
  view = null;
  document.body.innerHTML = '';
  toasts.length = 0;
  vi.unstubAllGlobals();
});

describe('/setup: delete account', () => {
  it('explains what happens, sends the request on confirm, and shows it as requested', async () => {
    serve(null);
    view = renderPage(SetupPage, '/setup');
    await settle();
    click(byTestId('setup-delete-account'));
    const send = await waitFor(() => button('Send request'));
    expect(document.body.textContent).toContain('delete the account within 30 days');
    click(send);
    await settle();
    await waitFor(() => (toasts.length > 0 ? toasts : null));
    expect(posted).toBe(1);
    expect(toasts).toEqual(['Request received. Customer service will confirm when your account is deleted.']);
    await waitFor(() =>
      byTestId('setup-delete-account')?.textContent?.includes('Requested on 23-11-2026') ? true : null,
    );
  });

  it('does not ask again while a request is open', async () => {
    serve(REQUEST);
    view = renderPage(SetupPage, '/setup');
    await settle();
    await waitFor(() =>
      byTestId('setup-delete-account')?.textContent?.includes('Requested on') ? true : null,
    );
    click(byTestId('setup-delete-account'));
    await settle();
    expect(button('Send request')).toBeUndefined();
    expect(posted).toBe(0);
  });
});
