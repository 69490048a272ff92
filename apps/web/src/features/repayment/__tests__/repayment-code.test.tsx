import type { RepaymentView } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { REPAYMENT, REPAYMENT_ID } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text, type, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import RepaymentCodePage from '../routes/repayment-code';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[];
let utrAnswer: () => Response;

function serve(repayment: RepaymentView = REPAYMENT) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith(`/repayments/${REPAYMENT_ID}/utr`)) return utrAnswer();
      if (url.endsWith(`/repayments/${REPAYMENT_ID}`)) return json(200, repayment);
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function openCode(repayment?: RepaymentView) {
  serve(repayment);
  renderPage(RepaymentCodePage, `/RepaymentCode?id=${REPAYMENT_ID}`);
  await settle();
}

const utrPosts = () => calls.filter((c) => c.method === 'POST');

beforeAll(setupI18n);
beforeEach(() => {
  utrAnswer = () => json(200, { ...REPAYMENT, state: 'processing', utr: '123456789012' });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('/RepaymentCode', () => {
  it('shows the QR code, the UPI app link, the amount and the reference', async () => {
    await openCode();
    expect(byTestId('upi-qr')?.querySelector('svg')).not.toBeNull();
    expect(byTestId('upi-pay-app')?.getAttribute('href')).toBe(REPAYMENT.upi?.link);
    expect(text('upi-pay-app')).toBe('Pay with UPI app');
    expect(text('upi-amount')).toBe('₹2,565.62');
    expect(text('upi-reference')).toBe('RS20261217X7Q2');
    expect(text('upi-vpa')).toBe('rupeesetu@hdfcbank');
    expect(text('upi-payee')).toBe('Setu Finance Private Limited');
  });

  it('copies the UPI ID with a copy-success toast', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    await openCode();
    click(byTestId('copy-vpa'));
    await settle();
    expect(writeText).toHaveBeenCalledWith('rupeesetu@hdfcbank');
    expect(showToast).toHaveBeenCalledWith('Copied');
    click(byTestId('copy-amount'));
    await settle();
    expect(writeText).toHaveBeenLastCalledWith('2565.62');
  });

  it('takes digits only, at most 12, in the UTR field', async () => {
    await openCode();
    const input = byTestId('utr-input') as HTMLInputElement;
    expect(input.maxLength).toBe(12);
    expect(input.inputMode).toBe('numeric');
    type('utr-input', '12ab34-5678 90123456');
    expect(input.value).toBe('123456789012');
  });

  it('refuses a UTR that is not 12 digits with the spec message, sending nothing', async () => {
    await openCode();
    type('utr-input', '12345678901');
    click(byTestId('utr-submit'));
    await settle();
    expect(text('field-error-utr')).toBe('A repayment needs a 12-digit UTR or it fails.');
    expect(utrPosts()).toHaveLength(0);
    type('utr-input', '123456789012');
    expect(byTestId('field-error-utr')).toBeNull();
    // corrected at once: sent, the click lock guards requests only
    click(byTestId('utr-submit'));
    await settle();
    expect(utrPosts()).toHaveLength(1);
  });

  it('sends a 12-digit UTR, then follows the payment', async () => {
    await openCode();
    type('utr-input', '123456789012');
    click(byTestId('utr-submit'));
    await settle();
    expect(utrPosts()).toEqual([
      {
        url: `/api/v1/repayments/${REPAYMENT_ID}/utr`,
        method: 'POST',
        body: { utr: '123456789012' },
      },
    ]);
    expect(where()).toBe(`/paymentProcess?id=${REPAYMENT_ID}`);
  });

  it('a UTR used before: the server’s message under the field', async () => {
    utrAnswer = () =>
      json(409, { code: 'UTR_USED', message: 'This UTR has already been used for a repayment.' });
    await openCode();
    type('utr-input', '123456789012');
    click(byTestId('utr-submit'));
    await settle();
    expect(text('field-error-utr')).toBe('This UTR has already been used for a repayment.');
    expect(where()).toBeNull();
  });

  it('a payment no longer waiting for its UTR leads to its progress', async () => {
    await openCode({ ...REPAYMENT, state: 'processing', utr: '123456789012' });
    expect(byTestId('utr-input')).toBeNull();
    click(byTestId('upi-view-payment'));
    expect(where()).toBe(`/paymentProcess?id=${REPAYMENT_ID}`);
  });
});
