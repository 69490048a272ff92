import type { ApplicationView, PhotoUploadResponse } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';
import { applicationQuery } from '../../api/get-application';
import IdentityInfoPage from '../../routes/identity-info';
import { applicationView } from './application-view';

/** The page of an adult with no verification, on its card-photos form (the last resort, issue 31). */
async function renderCardPhotos(view: ApplicationView) {
  renderPage({ ...view, age: view.age ?? { birth: '1990-04-01', adult: true } });
  for (let i = 0; i < 50 && !byTestId('kyc-mode-card_photos') && !byTestId('identity-save'); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  // a saved identity of before issue 31 opens on its card-photos form directly
  if (byTestId('kyc-mode-card_photos')) click(byTestId('kyc-mode-card_photos'));
}

function renderPage(view: ApplicationView) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(applicationQuery.queryKey, view);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <IdentityInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function type(testId: string, value: string) {
  const input = byTestId(testId) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    input.focus();
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => input.blur());
}

const errorOf = (name: string) => byTestId(`field-error-${name}`)?.textContent ?? null;
let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(setupI18n);
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}', { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('/identityInfo', () => {
  it('has the three photo slots with their file inputs', async () => {
    await renderCardPhotos(applicationView());
    for (const kind of ['aadhaar_front', 'aadhaar_back', 'pan']) {
      const input = byTestId(`photo-input-${kind}`) as HTMLInputElement;
      expect(byTestId(`photo-${kind}`)?.contains(input)).toBe(true);
      expect(input.type).toBe('file');
      expect(input.accept).toBe('image/jpeg,image/png');
      expect(input.getAttribute('capture')).toBe('environment');
    }
  });

  it('checks every field and the photos before saving', async () => {
    await renderCardPhotos(applicationView());
    type('identity-birth', '');
    click(byTestId('identity-save'));
    expect(errorOf('name')).toBe('Please enter your name as it appears on your Aadhaar card.');
    expect(errorOf('sex')).not.toBeNull();
    expect(errorOf('birth')).not.toBeNull();
    expect(errorOf('aadhaar')).toBe('Enter the correct 12-digit Aadhaar card number');
    expect(errorOf('pan')).toBe('Enter the correct 10-digit PAN card number');
    expect(errorOf('photos')).toContain('Aadhaar front');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/steps/identity'), expect.anything());
  });

  it('checks Aadhaar and PAN on blur, groups Aadhaar and uppercases PAN', async () => {
    await renderCardPhotos(applicationView());
    type('identity-aadhaar', '2345 6789 0123');
    expect((byTestId('identity-aadhaar') as HTMLInputElement).value).toBe('2345 6789 0123');
    expect(errorOf('aadhaar')).toBe('Enter the correct 12-digit Aadhaar card number');
    type('identity-pan', 'abcpe1234f');
    expect((byTestId('identity-pan') as HTMLInputElement).value).toBe('ABCPE1234F');
    expect(errorOf('pan')).toBeNull();
  });

  it('shows the saved numbers masked as placeholders', async () => {
    await renderCardPhotos(
      applicationView({
        identity: {
          name: 'Asha Rao',
          sex: 'female',
          birth: '1990-04-01',
          aadhaarMasked: 'XXXX XXXX 0123',
          kycMode: null,
          verifiedAddress: null,
          panMasked: 'ABXXXXX34F',
          resident: true,
        },
      }),
    );
    const aadhaar = byTestId('identity-aadhaar') as HTMLInputElement;
    expect(aadhaar.value).toBe('');
    expect(aadhaar.placeholder).toBe('XXXX XXXX 0123');
    expect((byTestId('identity-pan') as HTMLInputElement).placeholder).toBe('ABXXXXX34F');
    expect((byTestId('identity-name') as HTMLInputElement).value).toBe('Asha Rao');
    expect((byTestId('identity-resident') as HTMLInputElement).checked).toBe(true);
  });

  it('uploads a chosen photo and marks the slot accepted', async () => {
    const answer: PhotoUploadResponse = {
      photo: {
        kind: 'pan',
        status: 'accepted',
        url: '/photo/pan.jpg',
        width: 1600,
        height: 1000,
        uploadedAt: '2026-11-20T10:00:00.000Z',
      },
      attemptsLeftToday: 9,
    };
    const view = applicationView({ age: { birth: '1990-04-01', adult: true } });
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/photos/pan')) return Response.json(answer);
      if (url.endsWith('/api/v1/application')) return Response.json({ ...view, photos: [answer.photo] });
      return new Response('{}', { status: 404 });
    });
    await renderCardPhotos(view);
    const input = byTestId('photo-input-pan') as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pan.jpg', { type: 'image/jpeg' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(byTestId('photo-pan')?.dataset.status).toBe('accepted');
    expect(byTestId('attempts-left')?.textContent).toBe('Attempts left today: 9');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/photos/pan')) ?? [];
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('image/jpeg');
  });
});
