import type { StaffCustomerDocuments } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import {
  button,
  byTestId,
  cleanup,
  click,
  pageText,
  renderScreen,
  rows,
  serve,
  type,
} from '@/testing/screen';
import { DocumentsTab } from '../components/documents-tab';

const ID = '00000000-0000-4000-8000-000000000001';
const ORDER = '00000000-0000-4000-8000-0000000000a1';
const BASE = `/api/staff/v1/customers/${ID}/documents`;

const DOCUMENTS: StaffCustomerDocuments = {
  email: { email: 'as***@example.com', verified: true, codePending: false },
  orders: [
    {
      orderId: ORDER,
      orderNo: 'LN20261127AAAA0001',
      state: 'disbursed',
      documents: [
        { kind: 'kfs', title: 'Key Fact Statement', available: true },
        { kind: 'loan', title: 'Loan agreement', available: true },
        { kind: 'noc', title: 'No-dues certificate', available: false },
      ],
    },
  ],
  deliveries: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      orderId: ORDER,
      kind: 'kfs',
      period: '',
      trigger: 'signing',
      emailed: true,
      createdAt: '2026-11-27T04:30:00.000Z',
    },
  ],
};

function signIn(role: 'agent' | 'risk' | 'finance' | 'admin') {
  session.signIn('t', { id: 's-1', email: 'staff@rupeesetu.local', name: 'Staff', role });
}

async function openTab() {
  await renderScreen(<DocumentsTab customerId={ID} customerName="Asha Verma" />, '/customers/x');
}

afterEach(() => {
  cleanup();
  session.clear();
});

describe('the customer record: documents', () => {
  it('lists per loan the documents, the e-mail status and what was sent', async () => {
    signIn('agent');
    serve({ [`GET ${BASE}`]: [200, DOCUMENTS] });
    await openTab();
    expect(byTestId('customer-email')?.textContent).toContain('as***@example.com');
    expect(byTestId('customer-email')?.textContent).toContain('verified');
    const table = rows('documents-LN20261127AAAA0001');
    expect(table.map((r) => r[0])).toEqual(['Key Fact Statement', 'Loan agreement', 'No-dues certificate']);
    expect(table[0]?.[2]).toContain('at signing · e-mail + SMS link');
    expect(table[1]?.[2]).toBe('Never');
    expect(table[2]?.[1]).toBe('Not yet');
  });

  it('re-sends a document after a confirmation naming the customer and the document, with a reason', async () => {
    signIn('agent');
    const calls = serve({
      [`GET ${BASE}`]: [200, DOCUMENTS],
      [`POST ${BASE}/resend`]: [200, { deliveryId: '00000000-0000-4000-8000-0000000000d2', emailed: true }],
    });
    await openTab();
    await click(byTestId('document-resend-LN20261127AAAA0001-loan'));
    expect(pageText()).toContain('Re-send the Loan agreement of loan LN20261127AAAA0001 to Asha Verma?');
    const ok = button('Re-send', document.querySelector('.ant-modal') ?? document);
    expect(ok.closest('button')?.disabled).toBe(true);
    await type(byTestId('document-resend-reason'), 'Asked on a call for the agreement again');
    await click(ok);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${BASE}/resend`,
        body: { orderId: ORDER, kind: 'loan', reason: 'Asked on a call for the agreement again' },
      },
    ]);
    expect(pageText()).toContain('Loan agreement re-sent by SMS link and e-mail');
    // a document not issued yet cannot be re-sent
    expect((byTestId('document-resend-LN20261127AAAA0001-noc') as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides Re-send from roles outside customer service', async () => {
    for (const role of ['risk', 'finance'] as const) {
      signIn(role);
      serve({ [`GET ${BASE}`]: [200, DOCUMENTS] });
      await openTab();
      expect(rows('documents-LN20261127AAAA0001')).toHaveLength(3);
      expect(document.querySelector('[data-testid^="document-resend-"]')).toBeNull();
      expect(pageText()).not.toContain('Action');
      cleanup();
    }
  });
});
