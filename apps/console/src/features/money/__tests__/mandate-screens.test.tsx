import { afterEach, describe, expect, it } from 'vitest';
import { byTestId, type Call, cleanup, click, pageText, renderScreen, rows, serve } from '@/testing/screen';
import type { StaffMandate, StaffMandateDebit } from '../money-api';
import MoneyPage from '../money-page';

const BASE = '/api/staff/v1/money';

const ACTIVE: StaffMandate = {
  id: 'm-1',
  orderId: 'o-1',
  orderNo: 'RS202611270011',
  phone: '98****1111',
  rail: 'upi_autopay',
  state: 'active',
  maxAmountPaise: 1_250_000,
  accountMasked: 'ra****@okhdfc',
  endDay: '2027-03-30',
  createdAt: '2026-11-27T04:00:00.000Z',
  activatedAt: '2026-11-27T04:05:00.000Z',
  revokedAt: null,
  revokedBy: null,
  failureReason: null,
  nextDebit: { dueDay: '2026-12-12', amountPaise: 1_031_250, state: 'notified' },
};
const PAUSED: StaffMandate = {
  ...ACTIVE,
  id: 'm-2',
  orderId: 'o-2',
  orderNo: 'RS202611270012',
  phone: '97****2222',
  rail: 'enach',
  accountMasked: 'XXXX6789',
  state: 'paused',
  maxAmountPaise: 2_000_000,
  nextDebit: null,
};

const FAILED: StaffMandateDebit = {
  id: 'd-1',
  mandateId: 'm-1',
  orderNo: 'RS202611270011',
  phone: '98****1111',
  rail: 'upi_autopay',
  instalmentNumber: 1,
  dueDay: '2026-11-27',
  attempt: 1,
  amountPaise: 1_031_250,
  requestedPaise: 1_031_250,
  state: 'failed',
  failureReason: 'insufficient_funds',
  refundPaise: 0,
  refundRef: null,
  notifiedAt: '2026-11-26T03:30:00.000Z',
  requestedAt: '2026-11-27T04:30:00.000Z',
  settledAt: '2026-11-27T04:31:00.000Z',
};
const REFUNDED: StaffMandateDebit = {
  ...FAILED,
  id: 'd-2',
  attempt: 2,
  dueDay: '2026-11-28',
  state: 'succeeded',
  failureReason: null,
  refundPaise: 50_000,
  refundRef: 'UTR-RF-1',
};

async function openTab(label: string) {
  await renderScreen(<MoneyPage />, '/money');
  const tab = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find(
    (t) => t.textContent === label,
  );
  await click(tab ?? null);
}

/** The Segmented filter's option `label` under `testId`. */
const option = (testId: string, label: string) =>
  [...(byTestId(testId)?.querySelectorAll<HTMLElement>('.ant-segmented-item') ?? [])].find(
    (item) => item.textContent === label,
  ) ?? null;

/** The fake server's answer to a list call: the items in the call's `?state=`, or all. */
function byState<Row extends { state: string }>(items: Row[], calls: () => Call[]) {
  return (): [number, unknown] => {
    const state = new URL(calls().at(-1)?.url ?? '', 'http://console').searchParams.get('state');
    const shown = state ? items.filter((row) => row.state === state) : items;
    return [200, { items: shown, total: shown.length }];
  };
}

afterEach(cleanup);

describe('Money: auto-debit mandates (issue 32)', () => {
  it('lists mandates with the customer, order, rail, state, maximum, created and next debit in rupees', async () => {
    serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      [`GET ${BASE}/mandates`]: [200, { items: [ACTIVE, PAUSED], total: 2 }],
    });
    await openTab('Mandates');
    const [active, paused] = rows('mandates-table');
    expect(active?.slice(0, 5)).toEqual([
      '98****1111',
      'RS202611270011',
      'UPI AutoPay · ra****@okhdfc',
      'Active',
      '₹12,500.00',
    ]);
    expect(active?.[5]).toContain('2026');
    expect(active?.at(-1)).toBe('12 Dec 2026 · ₹10,312.50 (notified)');
    expect(paused?.slice(2, 5)).toEqual(['e-NACH · XXXX6789', 'Paused', '₹20,000.00']);
    expect(paused?.at(-1)).toBe('—');
  });

  it('filters by state through the API, and says so when none is in it', async () => {
    const calls: Call[] = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      [`GET ${BASE}/mandates`]: byState([ACTIVE, PAUSED], () => calls),
    });
    await openTab('Mandates');
    await click(option('mandates-state', 'Paused'));
    expect(calls.map((c) => c.url)).toContain(`${BASE}/mandates?state=paused&offset=0&limit=200`);
    expect(rows('mandates-table').map((r) => r[1])).toEqual(['RS202611270012']);
    await click(option('mandates-state', 'Revoked'));
    expect(pageText()).toContain('No revoked mandates');
  });
});

describe('Money: auto-debits (issue 32)', () => {
  it('lists debits with due day, attempt, amounts, state, failure reason and refund; filters by state', async () => {
    const calls: Call[] = serve({
      [`GET ${BASE}/payouts`]: [200, { items: [], total: 0 }],
      [`GET ${BASE}/mandate-debits`]: byState([REFUNDED, FAILED], () => calls),
    });
    await openTab('Auto-debits');
    const [refunded, failed] = rows('mandate-debits-table');
    expect(refunded).toEqual([
      'RS202611270011',
      '98****1111',
      '28 Nov 2026',
      '2',
      '₹10,312.50',
      '₹10,312.50',
      'Succeeded',
      '—',
      '₹500.00 Paid',
    ]);
    expect(failed?.slice(6)).toEqual(['Failed', 'Insufficient funds', '—']);

    await click(option('mandate-debits-state', 'Failed'));
    expect(calls.map((c) => c.url)).toContain(`${BASE}/mandate-debits?state=failed&offset=0&limit=200`);
    expect(rows('mandate-debits-table').map((r) => r[3])).toEqual(['1']);
  });
});
