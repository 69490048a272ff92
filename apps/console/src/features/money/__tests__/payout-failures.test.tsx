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
import type { PayoutProblem } from '../money-api';
import MoneyPage from '../money-page';

const BASE = '/api/staff/v1/money';

const REFUSED: PayoutProblem = {
  orderId: 'o-1',
  orderNo: 'RS202611270001',
  customerId: 'c-1',
  customerName: 'Asha Verma',
  phone: '98****1234',
  state: 'disburse_failed',
  amountPaise: 958_767,
  attempt: 1,
  failureReason: 'name_mismatch',
  failureKind: 'bank_refusal',
  requestedAt: '2026-11-27T04:00:00.000Z',
  fixBy: '2026-11-29T04:00:00.000Z',
  account: 'XXXX5555',
  ifsc: 'HDFC0001234',
  retriedAt: null,
  retryable: false,
  canAskForBank: true,
  cancelable: true,
};
const TIMED_OUT: PayoutProblem = {
  ...REFUSED,
  orderId: 'o-2',
  orderNo: 'RS202611270002',
  customerId: 'c-2',
  customerName: null,
  phone: '97****0000',
  failureReason: 'timeout',
  failureKind: 'unknown',
  retryable: true,
  canAskForBank: false,
};

const confirmPopover = () => document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary');

async function openMoney() {
  await renderScreen(<MoneyPage />, '/money', '/money');
}

afterEach(cleanup);

describe('Money: working a failed payout', () => {
  it('says why in words, offers what can help, and links to the customer', async () => {
    serve({ [`GET ${BASE}/payouts`]: [200, { items: [REFUSED, TIMED_OUT], total: 2 }] });
    await openMoney();
    const [refused, timedOut] = rows('payout-table').map((cells) => cells.join(' | '));
    expect(refused).toContain('Bank refusal');
    expect(refused).toContain('Name does not match the account holder');
    expect(refused).toContain('₹9,587.67');
    expect(timedOut).toContain('Outcome unknown');
    expect(timedOut).toContain('Retry asks the gateway first and never pays twice.');
    // A bank refusal cannot be retried; a timeout can (after a status check); only the refusal asks the borrower.
    expect(byTestId('retry-RS202611270001')).toBeNull();
    expect(byTestId('retry-RS202611270002')).not.toBeNull();
    expect(byTestId('ask-bank-RS202611270001')).not.toBeNull();
    expect(byTestId('ask-bank-RS202611270002')).toBeNull();
    const link = byTestId('customer-RS202611270001');
    expect(link?.tagName).toBe('A');
    expect(link?.getAttribute('href')).toBe('/customers/c-1');
    expect(link?.textContent).toBe('Asha Verma');
    expect(byTestId('customer-RS202611270002')?.textContent).toBe('Open customer');
  });

  it('a retry of a timeout says it checks first, and reports a payout found paid', async () => {
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [TIMED_OUT], total: 1 }],
      [`POST ${BASE}/payouts/o-2/retry`]: [200, { outcome: 'paid' }],
    });
    await openMoney();
    await click(byTestId('retry-RS202611270002'));
    expect(pageText()).toContain('Check and retry the payout of RS202611270002?');
    expect(pageText()).toContain('nothing is sent again');
    await click(confirmPopover());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${BASE}/payouts/o-2/retry`]);
    expect(pageText()).toContain('The gateway had already paid RS202611270002');
  });

  it('asks the borrower for their bank account after a confirmation naming them', async () => {
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [REFUSED], total: 1 }],
      [`POST ${BASE}/payouts/o-1/ask-bank`]: [204, null],
    });
    await openMoney();
    await click(byTestId('ask-bank-RS202611270001'));
    expect(pageText()).toContain('Ask Asha Verma to enter their bank account again?');
    expect(pageText()).toContain('Staff never edit bank details');
    await click(confirmPopover());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `${BASE}/payouts/o-1/ask-bank`,
    ]);
    expect(pageText()).toContain('Asha Verma was asked by message and SMS');
  });

  it('cancels only after a confirmation naming the customer and the amount, with a reason', async () => {
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [REFUSED], total: 1 }],
      [`POST ${BASE}/payouts/o-1/cancel`]: [204, null],
    });
    await openMoney();
    await click(byTestId('cancel-RS202611270001'));
    expect(pageText()).toContain('Cancel order RS202611270001 of Asha Verma?');
    expect(byTestId('payout-cancel-summary')?.textContent).toContain('₹9,587.67');
    const modal = () => document.querySelector('.ant-modal') ?? document;
    expect((button('Cancel order', modal()) as HTMLButtonElement).disabled).toBe(true);
    await type(document.querySelector('.ant-modal textarea'), 'Borrower no longer wants it');
    await click(button('Cancel order', modal()));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.body])).toEqual([
      [`${BASE}/payouts/o-1/cancel`, { reason: 'Borrower no longer wants it' }],
    ]);
    expect(pageText()).toContain('Order RS202611270001 canceled; no money was sent');
  });
});
