import type { EsignSimulatorSession } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TriLinkPage from '@/app/routes/loan/tri-link';
import { EsignSimulatorForm } from '@/features/documents/components/esign-simulator-form';
import { esignOutcome, esignTarget } from '@/features/documents/components/esign-target';
import { json } from '@/testing/json-response';
import { ORDER } from '@/testing/order-fixtures';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

const SESSION: EsignSimulatorSession = {
  sessionId: 's'.repeat(32),
  signer: { name: 'Asha Verma', phoneMasked: 'XXXXXX6001' },
  documents: [
    { id: 'kfs', title: 'Key Fact Statement', sha256: 'a'.repeat(64) },
    { id: 'loan', title: 'Loan agreement', sha256: 'b'.repeat(64) },
  ],
  status: 'pending',
  returnUrl: `#/triLink?id=${ORDER.id}&session=${'s'.repeat(32)}`,
};

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderTriLink(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/triLink${search}`]}>
        <Routes>
          <Route path="/triLink" element={<TriLinkPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Types into a controlled input the way React listens for it. */
function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('input not found');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('e-sign links', () => {
  it('follows the app’s own pages and the provider’s https page, nothing else', () => {
    expect(esignTarget('#/Esign?session=abc')).toEqual({ route: '/Esign?session=abc' });
    expect(esignTarget('https://esp.example/sign/1')).toEqual({ href: 'https://esp.example/sign/1' });
    expect(esignTarget('javascript:alert(1)')).toBeNull();
    expect(esignTarget('http://esp.example/sign/1')).toBeNull();
  });

  it('tells an unfinished session from a failed one', () => {
    expect(esignOutcome('ESIGN_PENDING')).toBe('pending');
    expect(esignOutcome('ESIGN_FAILED')).toBe('failed');
    expect(esignOutcome('NETWORK_ABNORMAL')).toBe('error');
    expect(esignOutcome(undefined)).toBe('error');
  });
});

describe('the e-sign simulator page', () => {
  it("shows the documents' hashes and signs only after consent and six OTP digits", () => {
    const onSign = vi.fn();
    const onCancel = vi.fn();
    render(<EsignSimulatorForm session={SESSION} busy={false} onSign={onSign} onCancel={onCancel} />);
    expect(byTestId('esign-sim-banner')?.textContent).toContain('Simulator');
    expect(byTestId('esign-sim-signer')?.textContent).toBe('Asha Verma · XXXXXX6001');
    expect(byTestId('esign-sim-doc-kfs')?.textContent).toContain('a'.repeat(64));
    expect(byTestId('esign-sim-doc-loan')?.textContent).toContain('Loan agreement');

    const sign = byTestId('esign-sim-sign') as HTMLButtonElement;
    expect(sign.disabled).toBe(true);
    click(byTestId('esign-sim-consent'));
    expect(sign.disabled).toBe(false);
    click(sign);
    type(document.querySelector<HTMLInputElement>('#esign-sim-otp'), '12a34');
    click(byTestId('esign-sim-verify'));
    expect(byTestId('esign-sim-otp-error')?.textContent).toBe('Enter the 6 digits of the OTP.');
    expect(onSign).not.toHaveBeenCalled();
    type(document.querySelector<HTMLInputElement>('#esign-sim-otp'), '123456');
    click(byTestId('esign-sim-verify'));
    expect(onSign).toHaveBeenCalledWith('123456');

    click(byTestId('esign-sim-cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('/triLink back from the e-sign provider', () => {
  it('completes the session once and shows the signed order', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        return json(200, { ...ORDER, state: 'signed', signedAt: '2026-11-20T05:10:00.000Z' });
      }),
    );
    renderTriLink(`?id=${ORDER.id}&session=${'s'.repeat(32)}`);
    await settle();
    expect(calls).toEqual([`POST /api/v1/orders/${ORDER.id}/esign/complete`]);
    expect(byTestId('tri-link-status')?.dataset.signed).toBe('yes');
  });

  it('says a failed e-sign leaves the loan unsigned and leads back to /sign', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { code: 'ESIGN_FAILED', message: 'The e-sign was not completed.' })),
    );
    renderTriLink(`?id=${ORDER.id}&session=${'s'.repeat(32)}`);
    await settle();
    expect(byTestId('tri-link-esign')?.dataset.outcome).toBe('failed');
    click(byTestId('tri-link-sign-again'));
    expect(byTestId('where')?.textContent).toBe(`/sign?id=${ORDER.id}`);
  });

  it('asks again when the session is not finished yet', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? json(409, { code: 'ESIGN_PENDING', message: 'Your e-sign is not finished yet.' })
          : json(200, { ...ORDER, state: 'signed', signedAt: '2026-11-20T05:10:00.000Z' });
      }),
    );
    renderTriLink(`?id=${ORDER.id}&session=${'s'.repeat(32)}`);
    await settle();
    expect(byTestId('tri-link-esign')?.dataset.outcome).toBe('pending');
    click(byTestId('tri-link-check-again'));
    await settle();
    expect(calls).toBe(2);
    expect(byTestId('tri-link-status')?.dataset.signed).toBe('yes');
  });
});
