import type { ApplicationView, KycView } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdentityStore } from '@/stores/identity-store';
import { json } from '@/testing/json-response';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';
import { applicationQuery } from '../../api/get-application';
import IdentityInfoPage from '../../routes/identity-info';
import { applicationView } from './application-view';

type Answer = (url: string, init: RequestInit) => Response | undefined;
let answer: Answer;
let fetchMock: ReturnType<typeof vi.fn>;

const ADULT = { birth: '1991-07-04', adult: true };
const VERIFIED: KycView = {
  mode: 'aadhaar_qr',
  state: 'verified',
  name: 'Meera Iyer',
  dob: '1991-07-04',
  gender: 'F',
  address: { line: '12 MG Road', district: 'Bengaluru Urban', state: 'Karnataka', pinCode: '560001' },
  aadhaarLast4: '1234',
  hasPhoto: true,
  signatureValid: true,
  mobileMatched: null,
};

function renderPage(view: ApplicationView) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(applicationQuery.queryKey, view);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <IdentityInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function until(testId: string) {
  for (let i = 0; i < 50 && !byTestId(testId); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  const found = byTestId(testId);
  if (!found) throw new Error(`${testId} not shown: ${document.body.textContent}`);
  return found;
}

function type(testId: string, value: string) {
  const input = byTestId(testId) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function choose(testId: string, file: File) {
  const input = byTestId(testId) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

beforeAll(setupI18n);
beforeEach(() => {
  answer = () => undefined;
  fetchMock = vi.fn(
    async (url: string, init: RequestInit) => answer(String(url), init) ?? json(404, { code: 'NOT_FOUND' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('/identityInfo by KYC mode (issue 31)', () => {
  it('asks the date of birth before anything else, and under 18 stops with nothing more asked', async () => {
    answer = (url, init) =>
      url.endsWith('/application/age') && init.method === 'PUT'
        ? json(200, applicationView({ age: { birth: '2010-03-01', adult: false } }))
        : undefined;
    renderPage(applicationView());
    await until('age-first');
    expect(byTestId('kyc-ckyc')).toBeNull();
    expect(byTestId('photo-input-aadhaar_front')).toBeNull();
    expect(byTestId('identity-name')).toBeNull();

    click(byTestId('age-save'));
    expect(byTestId('field-error-birth')?.textContent).toBe('Please fill this in.');
    expect(calls('/application/age')).toHaveLength(0);

    type('age-birth', '2010-03-01');
    click(byTestId('age-save'));
    const stop = await until('underage-stop');
    expect(JSON.parse(String(calls('/application/age')[0]?.[1].body))).toEqual({ birth: '2010-03-01' });
    expect(stop.textContent).toContain('You cannot apply yet');
    expect(stop.textContent).toContain('Loans are only for people aged 18 or over.');
    expect(byTestId('kyc-ckyc')).toBeNull();
    expect(byTestId('identity-save')).toBeNull();
    expect(calls('/api/v1/kyc')).toHaveLength(0);
  });

  it('offers CKYC by PAN first, then the modes in order, card photos last', async () => {
    answer = (url) => (url.endsWith('/api/v1/kyc') ? json(200, { state: 'none' }) : undefined);
    renderPage(applicationView({ age: ADULT }));
    await until('kyc-ckyc');
    const order = [...document.querySelectorAll('[data-testid^="kyc-mode-"]')].map((el) =>
      el.getAttribute('data-testid'),
    );
    expect(order).toEqual([
      'kyc-mode-aadhaar_offline',
      'kyc-mode-aadhaar_qr',
      'kyc-mode-digilocker',
      'kyc-mode-card_photos',
    ]);
    const ckyc = byTestId('kyc-ckyc') as HTMLElement;
    expect(ckyc.compareDocumentPosition(byTestId('kyc-mode-aadhaar_offline') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(byTestId('kyc-mode-card_photos')?.textContent).toContain('A person checks them');

    click(byTestId('kyc-mode-aadhaar_offline'));
    const panel = await until('kyc-panel-aadhaar_offline');
    expect(panel.textContent).toContain('myaadhaar.uidai.gov.in');
    expect(panel.textContent).toContain('share code');
    click(byTestId('offline-verify'));
    expect(byTestId('kyc-error')?.textContent).toBe('Please choose the file first.');

    click(byTestId('kyc-mode-card_photos'));
    await until('card-photos-note');
    expect(byTestId('photo-input-aadhaar_front')).not.toBeNull();
    expect((byTestId('identity-birth') as HTMLInputElement).value).toBe('1991-07-04');
  });

  it('lets the borrower finish a verification held for review: the summary, a note, saved with its mode', async () => {
    answer = (url, init) => {
      if (url.endsWith('/api/v1/kyc')) {
        return json(200, { ...VERIFIED, mode: 'aadhaar_offline', state: 'review', mobileMatched: false });
      }
      if (url.endsWith('/kyc/pan')) return json(200, { status: 'valid', nameScore: 96 });
      if (url.endsWith('/steps/identity') && init.method === 'PUT') {
        return json(200, applicationView({ age: ADULT, nextStep: 'basic' }));
      }
      return undefined;
    };
    renderPage(applicationView({ age: ADULT }));
    const summary = await until('verified-summary');
    expect(summary.getAttribute('data-state')).toBe('review');
    expect(byTestId('kyc-review-note')?.textContent).toBe(
      'A person will check your identity before we decide on your application.',
    );
    expect(summary.textContent).not.toContain('Identity verified');
    expect(byTestId('verified-by')?.textContent).toBe('From Aadhaar Offline e-KYC');
    expect(byTestId('verified-name')?.textContent).toBe('Meera Iyer');
    expect(byTestId('verified-birth')?.textContent).toBe('04-07-1991');
    expect(byTestId('verified-gender')?.textContent).toBe('Female');
    expect(byTestId('verified-aadhaar')?.textContent).toBe('XXXX XXXX 1234');
    expect(byTestId('kyc-mode-aadhaar_qr')).toBeNull();
    expect(byTestId('kyc-returned-error')).toBeNull();

    type('verified-pan', 'ABCPE1234F');
    click(byTestId('verified-resident'));
    click(byTestId('verified-save'));
    for (let i = 0; i < 50 && calls('/steps/identity').length === 0; i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    expect(JSON.parse(String(calls('/steps/identity')[0]?.[1].body)).values).toEqual({
      name: 'Meera Iyer',
      sex: 'female',
      birth: '1991-07-04',
      pan: 'ABCPE1234F',
      resident: true,
      kycMode: 'aadhaar_offline',
    });
  });

  it('shows a verified identity without the review note', async () => {
    answer = (url) => (url.endsWith('/api/v1/kyc') ? json(200, VERIFIED) : undefined);
    renderPage(applicationView({ age: ADULT }));
    const summary = await until('verified-summary');
    expect(summary.getAttribute('data-state')).toBe('verified');
    expect(byTestId('verified-by')?.textContent).toBe('Verified with Aadhaar Secure QR');
    expect(byTestId('kyc-review-note')).toBeNull();
  });

  it('tells the borrower when CKYC has no record, and shows the summary when it has one', async () => {
    let found = false;
    answer = (url) => {
      if (url.endsWith('/api/v1/kyc')) return json(200, { state: 'none' });
      if (url.endsWith('/kyc/ckyc')) {
        return found
          ? json(200, { ...VERIFIED, mode: 'ckyc', aadhaarLast4: null })
          : json(404, { code: 'CKYC_NOT_FOUND', message: 'x' });
      }
      return undefined;
    };
    renderPage(applicationView({ age: ADULT }));
    await until('ckyc-pan');
    type('ckyc-pan', 'abcpe1234f');
    click(byTestId('ckyc-find'));
    const none = await until('ckyc-error');
    expect(none.textContent).toBe('No KYC record was found for this PAN. Please choose another way below.');
    expect(JSON.parse(String(calls('/kyc/ckyc')[0]?.[1].body))).toEqual({ pan: 'ABCPE1234F' });

    found = true;
    click(byTestId('ckyc-find'));
    await until('verified-summary');
    expect(byTestId('verified-by')?.textContent).toBe('Verified with CKYC record');
    expect(byTestId('verified-aadhaar')).toBeNull();
  });

  it('sends the card QR photo and fills the application from the verified identity, Aadhaar masked', async () => {
    let verified = false;
    answer = (url, init) => {
      if (url.endsWith('/api/v1/kyc')) return json(200, verified ? VERIFIED : { state: 'none' });
      if (url.endsWith('/kyc/aadhaar-qr')) {
        verified = true;
        return json(200, VERIFIED);
      }
      if (url.endsWith('/kyc/pan')) return json(200, { status: 'valid', nameScore: 96 });
      if (url.endsWith('/steps/identity') && init.method === 'PUT') {
        return json(
          200,
          applicationView({
            age: ADULT,
            nextStep: 'basic',
            identity: {
              name: 'Meera Iyer',
              sex: 'female',
              birth: '1991-07-04',
              aadhaarMasked: 'XXXX XXXX 1234',
              panMasked: 'ABXXXXX34F',
              resident: true,
              kycMode: 'aadhaar_qr',
              verifiedAddress: '12 MG Road, Bengaluru Urban, Karnataka, 560001',
            },
          }),
        );
      }
      return undefined;
    };
    renderPage(applicationView({ age: ADULT }));
    await until('kyc-mode-aadhaar_qr');
    click(byTestId('kyc-mode-aadhaar_qr'));
    await until('qr-input');
    choose('qr-input', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'card.jpg', { type: 'image/jpeg' }));
    await until('verified-summary');
    const body = calls('/kyc/aadhaar-qr')[0]?.[1].body as FormData;
    expect(body.get('image')).toBeInstanceOf(Blob);

    expect(byTestId('verified-name')?.textContent).toBe('Meera Iyer');
    expect(byTestId('verified-birth')?.textContent).toBe('04-07-1991');
    expect(byTestId('verified-gender')?.textContent).toBe('Female');
    expect(byTestId('verified-address')?.textContent).toBe('12 MG Road, Bengaluru Urban, Karnataka, 560001');
    expect(byTestId('verified-aadhaar')?.textContent).toBe('XXXX XXXX 1234');
    expect(byTestId('identity-aadhaar')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\d{4} ?\d{4} ?1234/);

    type('verified-pan', 'ABCPE1234F');
    click(byTestId('verified-resident'));
    click(byTestId('verified-save'));
    for (let i = 0; i < 50 && calls('/steps/identity').length === 0; i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    expect(JSON.parse(String(calls('/kyc/pan')[0]?.[1].body))).toEqual({ pan: 'ABCPE1234F' });
    const saved = JSON.parse(String(calls('/steps/identity')[0]?.[1].body));
    expect(saved.values).toEqual({
      name: 'Meera Iyer',
      sex: 'female',
      birth: '1991-07-04',
      pan: 'ABCPE1234F',
      resident: true,
      kycMode: 'aadhaar_qr',
    });
    // Spec §3's identity store keeps the masked numbers only.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(useIdentityStore.getState().identityData.aadhaar.value).toBe('XXXX XXXX 1234');
  });
});
