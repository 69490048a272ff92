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
import type { CoolingOffItem, PayoutProblem, ReconSummary, UtrItem } from '../money-api';
import MoneyPage from '../money-page';

const BASE = '/api/staff/v1/money';

const FAILED: PayoutProblem = {
  orderId: 'o-1',
  orderNo: 'RS202611270001',
  customerId: 'c-1',
  customerName: 'Asha Verma',
  phone: '98****1234',
  state: 'disburse_failed',
  amountPaise: 1_250_000,
  attempt: 1,
  failureReason: 'account_closed',
  requestedAt: '2026-11-27T04:00:00.000Z',
  fixBy: '2026-11-29T04:00:00.000Z',
  account: '****6789',
  ifsc: 'HDFC0001234',
  failureKind: 'gateway_error',
  retriedAt: null,
  retryable: true,
  canAskForBank: true,
  cancelable: true,
};
const STUCK: PayoutProblem = {
  ...FAILED,
  orderId: 'o-2',
  orderNo: 'RS202611270002',
  phone: '97****0000',
  state: 'disbursing',
  amountPaise: 500_000,
  failureReason: null,
  failureKind: null,
  retryable: false,
  canAskForBank: false,
  cancelable: false,
};

const UTR: UtrItem = {
  id: 'r-1',
  orderNo: 'RS202611270003',
  phone: '96****5555',
  kind: 'full',
  amountPaise: 1_031_250,
  utr: '412345678901',
  reference: 'RP-1',
  submittedAt: '2026-11-27T03:00:00.000Z',
  ageMinutes: 95,
  match: {
    utr: '412345678901',
    amountPaise: 1_031_250,
    narration: 'UPI/412345678901',
    creditedAt: '2026-11-27T03:01:00.000Z',
  },
};

const COOLING: CoolingOffItem = {
  orderId: 'o-4',
  orderNo: 'RS202611270004',
  phone: '95****4444',
  orderState: 'canceled_cooling_off',
  amountPaise: 1_000_000,
  receivedPaise: 950_000,
  disbursedAt: '2026-11-25T05:00:00.000Z',
  closedAt: '2026-11-26T05:00:00.000Z',
  repaymentState: 'succeeded',
  repaidPaise: 1_010_000,
  excessPaise: 5_000,
};

async function openMoney() {
  await renderScreen(<MoneyPage />, '/money');
}
const tab = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((t) => t.textContent === label) ??
  null;
const confirmPopover = () => button('OK', document.querySelector('.ant-popconfirm') ?? document);

afterEach(cleanup);

describe('Money: payout failures', () => {
  it('lists failed and stuck payouts in rupees; a retry asks first, says so and reloads the list', async () => {
    let retried = false;
    const calls = serve({
      [`GET ${BASE}/payouts`]: () => [
        200,
        retried ? { items: [STUCK], total: 1 } : { items: [FAILED, STUCK], total: 2 },
      ],
      [`POST ${BASE}/payouts/o-1/retry`]: () => {
        retried = true;
        return [204, null];
      },
    });
    await openMoney();
    const [failed, stuck] = rows('payout-table');
    expect(failed).toContain('₹12,500.00');
    expect(failed).toContain('Failed');
    expect(failed?.join(' ')).toContain('Account closed');
    expect(stuck).toContain('Stuck');
    // Not retryable yet: the button is off.
    expect(byTestId('payout-table')?.querySelectorAll('button[disabled]')).toHaveLength(1);

    await click(byTestId('retry-RS202611270001'));
    expect(pageText()).toContain('Retry the payout of RS202611270001?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await click(confirmPopover());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${BASE}/payouts/o-1/retry`]);
    expect(pageText()).toContain('Payout of RS202611270001 queued again');
    expect(rows('payout-table')).toHaveLength(1);
  });

  it('a failed retry shows the server’s message and still reloads (a colleague may have retried)', async () => {
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [FAILED], total: 1 }],
      [`POST ${BASE}/payouts/o-1/retry`]: [
        409,
        { code: 'PAYOUT_NOT_RETRYABLE', message: 'Already retried.' },
      ],
    });
    await openMoney();
    await click(byTestId('retry-RS202611270001'));
    await click(confirmPopover());
    expect(pageText()).toContain('Already retried.');
    expect(calls.filter((c) => c.url === `${BASE}/payouts?offset=0&limit=200`)).toHaveLength(2);
  });

  it('empty, then a load error with a way to try again; search filters the rows', async () => {
    let fail = true;
    serve({
      [`GET ${BASE}/payouts`]: () =>
        fail
          ? [500, { code: 'INTERNAL', message: 'Something went wrong on our side.' }]
          : [200, { items: [FAILED, STUCK], total: 2 }],
    });
    await openMoney();
    expect(pageText()).toContain('Something went wrong on our side.');
    fail = false;
    await click(button('Try again'));
    expect(pageText()).not.toContain('Something went wrong on our side.');
    expect(rows('payout-table')).toHaveLength(2);

    await type(byTestId('payout-table-search'), '0002');
    expect(rows('payout-table').map((r) => r[0])).toEqual(['RS202611270002']);
    await type(byTestId('payout-table-search'), 'nobody');
    expect(pageText()).toContain('Nothing matches the search');
  });

  it('says so when nothing failed', async () => {
    serve({ [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }] });
    await openMoney();
    expect(pageText()).toContain('No failed or stuck payouts');
  });
});

describe('Money: UTR confirmations', () => {
  it('confirms a repayment after asking; rejects one only with a reason', async () => {
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      [`GET ${BASE}/utr`]: [200, { items: [UTR], total: 1 }],
      [`POST ${BASE}/utr/r-1/confirm`]: [204, null],
      [`POST ${BASE}/utr/r-1/reject`]: [204, null],
    });
    await openMoney();
    await click(tab('UTR confirmations'));
    const [row] = rows('utr-table');
    expect(row).toContain('₹10,312.50');
    expect(row).toContain('1 h 35 min');
    expect(pageText()).toContain('Credit found, same amount');

    await click(byTestId('utr-confirm-412345678901'));
    expect(pageText()).toContain('Confirm ₹10,312.50 for RS202611270003?');
    await click(confirmPopover());
    expect(pageText()).toContain('Repayment of RS202611270003 confirmed');

    await click(button('Reject', byTestId('utr-table') ?? document));
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    const ok = button('Reject', dialog.querySelector('.ant-modal-footer') ?? dialog);
    expect(ok.hasAttribute('disabled')).toBe(true);
    await type(dialog.querySelector('textarea'), 'No credit on the statement');
    expect(ok.hasAttribute('disabled')).toBe(false);
    await click(ok);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([`${BASE}/utr/r-1/confirm`, `${BASE}/utr/r-1/reject`]);
    expect(posts[1]?.body).toEqual({ reason: 'No credit on the statement' });
    expect(pageText()).toContain('Repayment of RS202611270003 rejected');
  });
});

describe('Money: a queue longer than a page', () => {
  it('Load more asks for the rows after those shown and appends them; the search finds them', async () => {
    const utr = (n: number): UtrItem => ({
      ...UTR,
      id: `r-${n}`,
      orderNo: `RS20261127${String(n).padStart(4, '0')}`,
      utr: String(412_345_678_900 + n),
    });
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      // The server pages: two rows now, the third after them (203 waiting in all).
      [`GET ${BASE}/utr`]: () =>
        calls.at(-1)?.url.includes('offset=2&')
          ? [200, { items: [utr(3)], total: 203 }]
          : [200, { items: [utr(1), utr(2)], total: 203 }],
    });
    await openMoney();
    await click(tab('UTR confirmations'));
    expect(calls.at(-1)?.url).toBe(`${BASE}/utr?offset=0&limit=200`);
    expect(rows('utr-table')).toHaveLength(2);

    await click(button('Load more (201 not shown)'));
    expect(calls.at(-1)?.url).toBe(`${BASE}/utr?offset=2&limit=200`);
    expect(rows('utr-table')).toHaveLength(3);
    expect(pageText()).toContain('Load more (200 not shown)');
    await type(byTestId('utr-table-search'), 'RS202611270003');
    expect(rows('utr-table').map((r) => r[0])).toEqual([expect.stringContaining('RS202611270003')]);
  });
});

describe('Money: cooling-off and reconciliation', () => {
  it('cooling-off exits with the refund due', async () => {
    serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      [`GET ${BASE}/cooling-off`]: [200, { items: [COOLING], total: 1 }],
    });
    await openMoney();
    await click(tab('Cooling-off'));
    const [row] = rows('cooling-off-table');
    expect(row?.slice(0, 6)).toEqual([
      'RS202611270004',
      '95****4444',
      '₹10,000.00',
      '₹9,500.00',
      '₹10,100.00',
      '₹50.00',
    ]);
    expect(row).toContain('Closed');
  });

  it('the day’s totals and lines; a mismatch is counted and marked', async () => {
    const summary: ReconSummary = {
      day: '2026-11-27',
      totals: {
        payoutsRecordPaise: 950_000,
        payoutsLedgerPaise: 950_000,
        collectionsRecordPaise: 1_031_250,
        collectionsLedgerPaise: 1_000_000,
        mandateDebitsRecordPaise: 350_000,
        mandateDebitsLedgerPaise: 350_000,
        mandateRefundsRecordPaise: 50_000,
        mandateRefundsLedgerPaise: 50_000,
        receiptsRecordPaise: 0,
        receiptsLedgerPaise: 0,
        suspenseRecordPaise: 0,
        suspenseLedgerPaise: 0,
        receiptRefundsRecordPaise: 0,
        receiptRefundsLedgerPaise: 0,
        matched: 3,
        problems: 1,
      },
      lines: [
        {
          type: 'payout',
          orderNo: 'RS1',
          reference: 'PO-1',
          utr: null,
          recordPaise: 950_000,
          ledgerPaise: 950_000,
          status: 'matched',
        },
        {
          type: 'collection',
          orderNo: 'RS2',
          reference: 'RP-2',
          utr: '41234',
          recordPaise: 1_031_250,
          ledgerPaise: 1_000_000,
          status: 'mismatch',
        },
        {
          type: 'mandate_debit',
          orderNo: 'RS3',
          reference: 'd-1:1',
          utr: 'DEBIT-1',
          recordPaise: 350_000,
          ledgerPaise: 350_000,
          status: 'matched',
        },
        {
          type: 'mandate_refund',
          orderNo: 'RS3',
          reference: 'refund:d-1:1',
          utr: 'UTR-RF-1',
          recordPaise: 50_000,
          ledgerPaise: 50_000,
          status: 'matched',
        },
      ],
    };
    const calls = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      [`GET ${BASE}/reconciliation`]: [200, summary],
    });
    await openMoney();
    await click(tab('Reconciliation'));
    expect(calls.find((c) => c.url.startsWith(`${BASE}/reconciliation`))?.url).toMatch(
      /\?day=\d{4}-\d{2}-\d{2}$/,
    );
    expect(pageText()).toContain('Collected (gateway)₹10,312.50');
    expect(pageText()).toContain('Not matched1');
    expect(pageText()).toContain('Auto-debited (gateway)₹3,500.00');
    expect(pageText()).toContain('Refunded (ledger)₹500.00');
    expect(rows('recon-table').map((r) => [r[0], r.at(-1)])).toEqual([
      ['Payout', 'Matched'],
      ['Collection', 'Mismatch'],
      ['Auto-debit', 'Matched'],
      ['Auto-debit refund', 'Matched'],
    ]);
  });
});
