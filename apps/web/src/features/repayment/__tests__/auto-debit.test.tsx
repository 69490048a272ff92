import type { MandateTerms, MandateView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_ID } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import AutoDebitPage from '../routes/auto-debit';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

const TERMS: MandateTerms = {
  maxAmountPaise: 3_512_50,
  accountMasked: 'XXXX9012',
  startDay: '2026-11-27',
  endDay: '2027-03-27',
  frequency: 'as_presented',
  failedDebitChargePaise: 0,
  upiLimitPaise: 15_000_00,
};

export const MANDATE: MandateView = {
  id: '6a1c2f4e-0c7b-4b1d-9a55-0d7f1c1e2b33',
  orderId: ORDER_ID,
  rail: 'upi_autopay',
  state: 'pending',
  ...TERMS,
  approveUrl: '/api/v1/dev/mandate/approve?ref=MD1',
  upiIntent: 'upi://mandate?pa=rupeesetu@upi&am=3512.50',
  upiQrSvg: null,
  nextDebit: null,
  debits: [],
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}
let sent: Sent[] = [];
function serve({ mandate = null, terms = TERMS }: { mandate?: MandateView | null; terms?: MandateTerms }) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const base = `/api/v1/orders/${ORDER_ID}/mandate`;
      if (url === `${base}/terms`) return json(200, terms);
      if (url === base && method === 'GET') return json(200, mandate);
      if (url === base && method === 'POST') return json(200, MANDATE);
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function open(options: Parameters<typeof serve>[0] = {}, query = '') {
  serve(options);
  renderPage(AutoDebitPage, `/autoDebit?orderId=${ORDER_ID}${query}`);
  await settle();
}

const assign = vi.fn();
beforeAll(async () => {
  await setupI18n();
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  assign.mockReset();
});

const radio = (rail: string) => byTestId(`mandate-rail-${rail}`)?.querySelector('input') as HTMLInputElement;

describe('/autoDebit: setting up', () => {
  it('shows every term before approval: the maximum, the account, how often, the end date, the notice, no charge', async () => {
    await open();
    expect(text('terms-max')).toBe('₹3,512.50');
    expect(text('terms-account')).toBe('XXXX9012');
    expect(text('terms-frequency')).toBe('On each due date');
    expect(text('terms-as-presented')).toBe(
      'Only what is due on that date is taken, never more than the most per debit.',
    );
    expect(text('terms-start')).toBe('27-11-2026');
    expect(text('terms-end')).toBe('27-03-2027');
    expect(text('terms-failed-charge')).toBe('None');
    expect(text('terms-notice')).toContain('At least 24 hours before each debit');
    expect(text('terms-notice')).toContain('SMS');
    expect(text('terms-control')).toContain('In My Loan, at any time');
    expect(text('mandate-consent-label')).toBe(
      'I authorise up to ₹3,512.50 a debit from XXXX9012 on each due date until 27‑03‑2027, each after a notice 24 hours before.',
    );
  });

  it('discloses a failed-debit charge when the server has one', async () => {
    await open({ terms: { ...TERMS, failedDebitChargePaise: 250_00 } });
    expect(text('terms-failed-charge')).toBe('₹250');
  });

  it('offers UPI AutoPay up to its limit, first', async () => {
    await open();
    expect(radio('upi_autopay').disabled).toBe(false);
    expect(radio('upi_autopay').checked).toBe(true);
    expect(byTestId('mandate-upi-over-limit')).toBeNull();
  });

  it('disables UPI AutoPay with the reason when the maximum is above its limit, and takes e-NACH', async () => {
    await open({ terms: { ...TERMS, maxAmountPaise: 15_000_01 } });
    expect(radio('upi_autopay').disabled).toBe(true);
    expect(radio('upi_autopay').checked).toBe(false);
    expect(radio('enach').checked).toBe(true);
    expect(text('mandate-upi-over-limit')).toBe(
      'UPI AutoPay allows up to ₹15,000 a debit; your instalment is more. Choose e-NACH.',
    );
    click(byTestId('mandate-consent'));
    click(byTestId('mandate-submit'));
    await settle();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ rail: 'enach', consent: true });
  });

  it('sends nothing until the borrower consents', async () => {
    await open();
    const submit = byTestId('mandate-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(text('mandate-consent-needed')).toBe('Tick the box to agree first.');
    click(submit);
    await settle();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
    click(byTestId('mandate-consent'));
    expect(submit.disabled).toBe(false);
    expect(byTestId('mandate-consent-needed')).toBeNull();
  });

  it('sets up UPI AutoPay and shows the UPI app link and the approval page', async () => {
    await open();
    click(byTestId('mandate-consent'));
    click(byTestId('mandate-submit'));
    await settle();
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      url: `/api/v1/orders/${ORDER_ID}/mandate`,
      method: 'POST',
      body: { rail: 'upi_autopay', consent: true },
    });
    expect(byTestId('mandate-upi-app')?.getAttribute('href')).toBe(MANDATE.upiIntent);
    click(byTestId('mandate-approve-page'));
    expect(assign).toHaveBeenCalledWith(MANDATE.approveUrl);
  });

  it('draws the QR code when the server sends it', async () => {
    await open({ mandate: { ...MANDATE, upiQrSvg: '<svg data-qr="1"></svg>' } });
    expect(byTestId('upi-qr')?.querySelector('svg')).not.toBeNull();
  });

  it('goes straight to the bank’s page for e-NACH', async () => {
    serve({});
    vi.mocked(fetch).mockImplementation(async (input, init = {}) => {
      const url = String(input);
      if (url.endsWith('/terms')) return json(200, TERMS);
      if (init.method === 'POST') return json(200, { ...MANDATE, rail: 'enach', upiIntent: null });
      return json(200, null);
    });
    renderPage(AutoDebitPage, `/autoDebit?orderId=${ORDER_ID}`);
    await settle();
    click(radio('enach'));
    click(byTestId('mandate-consent'));
    click(byTestId('mandate-submit'));
    await settle();
    expect(assign).toHaveBeenCalledWith(MANDATE.approveUrl);
  });
});

describe('/autoDebit: back from the approval', () => {
  it('shows the mandate on once the gateway says so', async () => {
    await open(
      {
        mandate: {
          ...MANDATE,
          state: 'active',
          approveUrl: null,
          upiIntent: null,
          upiQrSvg: null,
          nextDebit: { dueDay: '2026-12-27', amountPaise: 3_512_50, state: 'scheduled' },
        },
      },
      '&mandate=done',
    );
    expect(text('mandate-done-active')).toContain('Auto-debit is on');
    expect(text('mandate-state')).toBe('On');
    expect(text('mandate-next-debit')).toBe('₹3,512.50 on 27-12-2026');
  });

  it('says it waits for the bank while the mandate is pending', async () => {
    await open({ mandate: MANDATE }, '&mandate=done');
    expect(text('mandate-done-pending')).toContain('waiting for your bank');
    expect(byTestId('mandate-approve')).not.toBeNull();
  });

  it('says a declined mandate was not set up and offers to try again', async () => {
    await open({ mandate: { ...MANDATE, state: 'failed' } }, '&mandate=done');
    expect(text('mandate-done-failed')).toContain('Auto-debit was not set up');
    click(byTestId('mandate-try-again'));
    await settle();
    expect(byTestId('mandate-terms')).not.toBeNull();
  });
});
