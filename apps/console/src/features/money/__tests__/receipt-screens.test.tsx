import { afterEach, describe, expect, it } from 'vitest';
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
import MoneyPage from '../money-page';
import type { StaffReceipt } from '../receipts-api';
import { receiptBody } from '../receipts-tab';
import { proposalText } from '../suspense-tab';

const BASE = '/api/staff/v1/receipts';

const CHEQUE: StaffReceipt = {
  id: 'c-1',
  method: 'cheque',
  rail: null,
  reference: '004512',
  chequeBank: 'HDFC Bank',
  chequeDay: '2026-11-25',
  amountPaise: 250_000,
  receivedDay: '2026-11-26',
  payerReference: 'LN2026112612345678',
  orderNo: 'LN2026112612345678',
  state: 'awaiting_clearance',
  repaymentId: null,
  keptPaise: 0,
  refundPaise: 0,
  refundRef: null,
  refundFailure: null,
  proposal: null,
  postedBy: 's-1',
  note: null,
  createdAt: '2026-11-26T05:00:00.000Z',
  settledAt: null,
};
const HELD: StaffReceipt = {
  ...CHEQUE,
  id: 'h-1',
  method: 'bank_transfer',
  rail: 'neft',
  reference: 'HDFCN52026112600001',
  chequeBank: null,
  chequeDay: null,
  amountPaise: 500_000,
  payerReference: 'RENT',
  orderNo: null,
  state: 'suspense',
};

async function openTab(label: string) {
  await renderScreen(<MoneyPage />, '/money');
  const tab = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find(
    (t) => t.textContent === label,
  );
  await click(tab ?? null);
}
const confirmPopover = () => button('OK', document.querySelector('.ant-popconfirm') ?? document);
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

afterEach(cleanup);

describe('Money: receipts', () => {
  it('sends only the fields of the method, in paise', () => {
    const base = {
      rail: 'imps' as const,
      reference: ' 4512 ',
      rupees: 1234.5,
      receivedDay: '2026-11-26',
      payerReference: '',
      chequeBank: 'SBI',
      chequeDay: '2026-11-20',
    };
    expect(receiptBody({ ...base, method: 'cash' })).toEqual({
      method: 'cash',
      reference: '4512',
      amountPaise: 123_450,
      receivedDay: '2026-11-26',
    });
    expect(receiptBody({ ...base, method: 'bank_transfer' })).toMatchObject({ rail: 'imps' });
    expect(receiptBody({ ...base, method: 'cheque' })).toMatchObject({
      chequeBank: 'SBI',
      chequeDay: '2026-11-20',
    });
  });

  it('lists receipts; a cheque is cleared after asking; posting a transfer names the loan', async () => {
    const calls = serve({
      'GET /api/staff/v1/money/payouts': [200, { items: [], total: 0 }],
      [`GET ${BASE}`]: [200, { items: [CHEQUE, HELD], total: 2 }],
      [`POST ${BASE}/c-1/cheque`]: [200, { ...CHEQUE, state: 'applied' }],
      [`POST ${BASE}`]: [201, { ...HELD, id: 'n-1', state: 'applied', orderNo: 'LN2026112612345678' }],
    });
    await openTab('Receipts');
    const [cheque, held] = rows('receipts-table');
    expect(cheque).toContain('₹2,500.00');
    expect(cheque).toContain('Awaiting clearance');
    expect(held).toContain('In suspense');
    expect(pageText()).toContain('HDFC Bank, dated 2026-11-25');

    await click(byTestId('cheque-cleared-004512'));
    expect(pageText()).toContain('Cheque 004512 cleared?');
    await click(confirmPopover());
    expect(calls.filter((c) => c.method === 'POST')[0]).toMatchObject({
      url: `${BASE}/c-1/cheque`,
      body: { outcome: 'cleared' },
    });
    expect(pageText()).toContain('Cheque cleared and credited');

    await click(button('Post a receipt'));
    const ok = button('Post', dialog().querySelector('.ant-modal-footer') ?? dialog());
    expect(ok.hasAttribute('disabled')).toBe(true);
    await type(byTestId('receipt-reference'), 'HDFCN52026112600002');
    await type(
      dialog().querySelector('[data-testid="receipt-amount"] input, input[data-testid="receipt-amount"]'),
      '1500',
    );
    await type(byTestId('receipt-payer-reference'), 'LN2026112612345678');
    expect(ok.hasAttribute('disabled')).toBe(false);
    await click(ok);
    const posted = calls.filter((c) => c.method === 'POST' && c.url === BASE)[0];
    expect(posted?.body).toMatchObject({
      method: 'bank_transfer',
      rail: 'neft',
      reference: 'HDFCN52026112600002',
      amountPaise: 150_000,
      payerReference: 'LN2026112612345678',
    });
    expect(pageText()).toContain('Receipt applied to LN2026112612345678');
  });
});

describe('Money: suspense', () => {
  it('shows the ledger balance and the receipts held; proposes an allocation with a reason', async () => {
    const calls = serve({
      'GET /api/staff/v1/money/payouts': [200, { items: [], total: 0 }],
      [`GET ${BASE}/suspense`]: [200, { ledgerPaise: 500_000, heldPaise: 500_000, items: [HELD], total: 1 }],
      [`POST ${BASE}/h-1/allocate`]: [200, HELD],
    });
    await openTab('Suspense');
    expect(pageText()).toContain('Suspense in the ledger');
    expect(rows('suspense-table')[0]).toContain('₹5,000.00');
    await click(byTestId(`allocate-${HELD.reference}`));
    const ok = button('Propose', dialog().querySelector('.ant-modal-footer') ?? dialog());
    expect(ok.hasAttribute('disabled')).toBe(true);
    await type(byTestId('allocate-order'), 'LN2026112612345678');
    await type(byTestId('suspense-reason'), 'Payer called');
    await click(ok);
    expect(calls.filter((c) => c.method === 'POST')[0]).toMatchObject({
      url: `${BASE}/h-1/allocate`,
      body: { orderNo: 'LN2026112612345678', reason: 'Payer called' },
    });
    expect(pageText()).toContain('another person with another role approves it');
  });

  it('approves an open proposal through the four-eyes route and shows a refusal in words', async () => {
    const proposal = {
      id: 'p-1',
      action: 'allocate' as const,
      orderNo: 'LN2026112612345678',
      account: null,
      staffId: 's-2',
      role: 'finance',
      at: '2026-11-26T06:00:00.000Z',
      reason: 'Payer called',
    };
    expect(proposalText(proposal)).toBe('Allocate to LN2026112612345678, proposed by finance: Payer called');
    const calls = serve({
      'GET /api/staff/v1/money/payouts': [200, { items: [], total: 0 }],
      [`GET ${BASE}/suspense`]: [
        200,
        { ledgerPaise: 500_000, heldPaise: 500_000, items: [{ ...HELD, proposal }], total: 1 },
      ],
      'POST /api/staff/v1/loan-actions/proposals/p-1/approve': [
        403,
        {
          code: 'PROPOSAL_SAME_ROLE',
          message: 'A proposal must be decided by someone with a different role.',
        },
      ],
    });
    await openTab('Suspense');
    expect(pageText()).toContain('proposed by finance');
    await click(byTestId(`approve-${HELD.reference}`));
    // It asks first, naming the loan; Cancel sends nothing.
    expect(pageText()).toContain(`to loan LN2026112612345678?`);
    await click(button('Cancel', document.querySelector('.ant-modal-confirm') ?? document));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await click(byTestId(`approve-${HELD.reference}`));
    await click(button('Allocate', document.querySelector('.ant-modal-confirm') ?? document));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/staff/v1/loan-actions/proposals/p-1/approve',
    ]);
    expect(pageText()).toContain('A proposal must be decided by someone with a different role.');
  });
});
