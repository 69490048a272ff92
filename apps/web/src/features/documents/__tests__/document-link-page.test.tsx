import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCoreStore } from '@/stores/core-store';
import { json, settle, text, type } from '@/testing/harness';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';
import DocumentLinkPage from '../routes/document-link';

// setupI18n has every English string already; the page adds them when i18n is up (main.tsx).
vi.mock('@/i18n', async (original) => ({
  ...(await original<typeof import('@/i18n')>()),
  addEnglishAppStrings: () => undefined,
}));

// pdf.js does not run here: the viewer shows how many bytes it was given.
vi.mock('../components/pdf-pages', () => ({
  PdfPages: ({ data }: { data: Uint8Array }) => <p data-testid="pdf-bytes">{data.length}</p>,
}));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv.tabc12.SIGNATURESIGNATURE12';
const PDF = () => new Response(new Uint8Array([37, 80, 68, 70, 45]), { status: 200 });
const calls: { method: string; url: string; auth: string | null; body: unknown }[] = [];

function serve(
  answer: (method: string, url: string, body: { code?: string } | undefined, auth: string | null) => Response,
) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const auth = headers.Authorization ?? null;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, auth, body });
      return answer(method, url, body, auth);
    }),
  );
}

function open() {
  return render(
    <MemoryRouter initialEntries={[`/d/${TOKEN}`]}>
      <Routes>
        <Route path="/d/:token" element={<DocumentLinkPage />} />
        <Route path="*" element={<p data-testid="where">elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

let view: { unmount: () => void } | null = null;
beforeAll(setupI18n);
afterEach(() => {
  view?.unmount();
  view = null;
  document.body.innerHTML = '';
  act(() => useCoreStore.getState().setPublicData({ token: '', customerId: '' }));
  vi.unstubAllGlobals();
});

describe('/d/:token', () => {
  it('opens the PDF at once with the session', async () => {
    act(() => useCoreStore.getState().setPublicData({ token: 'tok-1', customerId: 'c-1' }));
    serve((method, url, _body, auth) =>
      method === 'GET' && url.endsWith(`/api/v1/d/${TOKEN}`) && auth === 'Bearer tok-1'
        ? PDF()
        : json(500, {}),
    );
    view = open();
    await settle();
    expect(text('pdf-bytes')).toBe('5');
    expect(byTestId('pdf-download')).not.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('without a session: sends a code to the phone, refuses a wrong one, opens with the right one', async () => {
    serve((method, url, body) => {
      if (method === 'GET')
        return json(401, { code: 'DOCUMENT_LINK_CODE_REQUIRED', message: 'Ask for a code.' });
      if (url.endsWith('/code')) return json(200, { phoneMasked: '98****3210', expiresInSeconds: 600 });
      if (url.endsWith('/open') && body?.code === '246810') return PDF();
      return json(400, { code: 'DOCUMENT_LINK_CODE_INCORRECT', message: 'The code is not correct.' });
    });
    view = open();
    await settle();
    expect(calls[0]?.auth).toBeNull();
    click(byTestId('document-link-send'));
    await settle();
    expect(text('document-link-sent')).toBe('Code sent to 98****3210');
    type('document-link-code', '111111');
    click(byTestId('document-link-open'));
    await settle();
    expect(text('document-link-error')).toBe('The code is not correct.');
    type('document-link-code', '246810');
    click(byTestId('document-link-open'));
    await settle();
    expect(text('pdf-bytes')).toBe('5');
    expect(calls.map((c) => `${c.method} ${c.url.replace(/^.*\/api\/v1/, '')}`)).toEqual([
      `GET /d/${TOKEN}`,
      `POST /d/${TOKEN}/code`,
      `POST /d/${TOKEN}/open`,
      `POST /d/${TOKEN}/open`,
    ]);
  });

  it('an expired or altered link says so with its coded message, and offers no code', async () => {
    serve(() => json(410, { code: 'DOCUMENT_LINK_EXPIRED', message: 'This document link has expired.' }));
    view = open();
    await settle();
    expect(byTestId('document-link-dead')?.textContent).toContain('This link has expired');
    expect(text('document-link-message')).toBe('This document link has expired.');
    expect(byTestId('document-link-send')).toBeNull();
    view.unmount();

    serve(() => json(403, { code: 'DOCUMENT_LINK_INVALID', message: '' }));
    view = open();
    await settle();
    expect(byTestId('document-link-dead')?.textContent).toContain('This link cannot be opened');
    // no server text: the catalogue's English message
    expect(text('document-link-message')?.length).toBeGreaterThan(10);
  });
});
