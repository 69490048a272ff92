import type { BillView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILL, ORDER_ID, REPAYMENT } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import BillPage from '../routes/bill';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

let calls: string[] = [];
function serveBill(bill: BillView) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return url.endsWith(`/orders/${ORDER_ID}/bill`) ? json(200, bill) : json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function openBill(bill: BillView = BILL) {
  serveBill(bill);
  renderPage(BillPage, `/bill?orderId=${ORDER_ID}`);
  await settle();
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('/bill', () => {
  it('shows the state in the spec’s words, what is due and by when', async () => {
    await openBill();
    // the bill, then its auto-debit mandate (issue 32), which the page shows under the actions
    expect(calls).toEqual([`/api/v1/orders/${ORDER_ID}/bill`, `/api/v1/orders/${ORDER_ID}/mandate`]);
    expect(byTestId('bill-banner')?.dataset.state).toBe('expires_in');
    expect(text('bill-state')).toBe('Expires in 3 days');
    expect(text('bill-amount-due')).toBe('₹2,565.62');
    expect(text('bill-due-date')).toBe('Due on 20-12-2026');
    expect(text('bill-payoff')).toBe('To close the loan today: ₹12,575');
    expect(byTestId('bill-is-payoff')).toBeNull();
  });

  it('says a bill before its due day that is the payoff closes the loan with interest to date (decision 072)', async () => {
    const payoff = { principalPaise: 2_500_00, interestPaise: 20_00, penalPaise: 0, totalPaise: 2_520_00 };
    await openBill({ ...BILL, bill: payoff, payoff });
    expect(text('bill-amount-due')).toBe('₹2,520');
    expect(byTestId('bill-payoff')).toBeNull();
    expect(text('bill-is-payoff')).toBe('Paid today, this closes the loan, with interest only up to today.');
    // Overdue, the bill and the payoff agree with nothing more to say.
    document.body.innerHTML = '';
    await openBill({ ...BILL, bill: payoff, payoff, display: { state: 'overdue', days: 2 } });
    expect(text('bill-state')).toBe('Overdue 2 days');
    expect(byTestId('bill-is-payoff')).toBeNull();
  });

  it('lists every §3 field of the order', async () => {
    await openBill();
    expect(text('bill-order-no')).toBe('LN20261120ABCD1234');
    expect(text('bill-fig-amount')).toBe('₹15,000');
    expect(text('bill-fig-term')).toBe('3 months');
    expect(text('bill-fig-daily-rate')).toBe('0.05% a day');
    expect(text('bill-fig-interest')).toBe('₹393.75');
    expect(text('bill-fig-service-fee')).toBe('₹450');
    expect(text('bill-fig-credit-report-fee')).toBe('₹30');
    expect(text('bill-fig-gst')).toBe('₹90');
    expect(text('bill-fig-ticket-fee')).toBe('₹20');
    expect(text('bill-fig-coupon')).toBe('−₹50');
    expect(text('bill-fig-total-deduction')).toBe('₹540');
    expect(text('bill-fig-received')).toBe('₹14,460');
    expect(text('bill-fig-borrowing-date')).toBe('20-11-2026');
    expect(text('bill-fig-repayment-date')).toBe('20-12-2026');
    expect(text('bill-fig-settlement-date')).toBe('—');
    expect(text('bill-fig-overdue-days')).toBe('0');
    expect(text('bill-fig-late-interest')).toBe('₹0');
    expect(text('bill-fig-penalty-fee')).toBe('₹0');
    expect(text('bill-fig-extension-amount')).toBe('₹0');
    expect(text('bill-fig-payable-principal')).toBe('₹12,500');
    expect(text('bill-fig-reference')).toBe('123456789012');
  });

  it('shows each instalment with its state', async () => {
    await openBill();
    const rows = document.querySelectorAll<HTMLElement>('[data-testid^="bill-instalment-"]');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.dataset.state).toBe('paid');
    expect(rows[0]?.textContent).toContain('05-12-2026');
    expect(rows[0]?.textContent).toContain('Paid');
    expect(rows[1]?.textContent).toContain('₹2,565.62');
    expect(rows[1]?.textContent).toContain('Upcoming');
  });

  it('has no Extend once the extensions in a row are used, and says why', async () => {
    const extension = BILL.extension && { ...BILL.extension, allowance: { max: 2, used: 2, left: 0 } };
    await openBill({ ...BILL, extension });
    expect(byTestId('bill-extend')).toBeNull();
    expect(byTestId('bill-extend-hint')).toBeNull();
    expect(text('ext-cap')).toContain('No extension left: this loan allows 2 in a row');
  });

  it('Repay and Extend lead to the repayment, the extension with its kind', async () => {
    await openBill();
    expect(text('bill-extend-hint')).toBe(
      'Extend by 15 days: pay ₹222.50 now. The extension costs ₹241.25 (fee, GST and interest for the added days).',
    );
    expect(text('ext-cap')).toContain('Extensions left: 2.');
    click(byTestId('bill-repay'));
    expect(where()).toBe(`/Repayment?orderId=${ORDER_ID}`);
    document.body.innerHTML = '';
    await openBill();
    click(byTestId('bill-extend'));
    expect(where()).toBe(`/Repayment?orderId=${ORDER_ID}&kind=extension`);
  });

  it('a repayment under way: no second one, the way to follow it', async () => {
    const open = { ...REPAYMENT, state: 'processing' as const, utr: '123456789012' };
    await openBill({ ...BILL, display: { state: 'repayment_in_progress', days: 0 }, openRepayment: open });
    expect(text('bill-state')).toBe('Repayment in progress');
    expect(byTestId('bill-repay')).toBeNull();
    expect(text('bill-open-repayment')).toContain('₹2,565.62');
    click(byTestId('bill-view-payment'));
    expect(where()).toBe(`/paymentProcess?id=${REPAYMENT.id}`);
  });

  it('the cooling-off exit while its window is open', async () => {
    await openBill({
      ...BILL,
      coolingOff: { until: '2026-11-21T05:00:00.000Z', exitAmountPaise: 1_500_600 },
    });
    expect(text('bill-cooling-off')).toContain('21-11-2026 10:30');
    expect(text('bill-cooling-off')).toContain('₹15,006');
    // The one-time fees kept, and why (issue 30, point 4).
    expect(text('bill-cooling-off-kept')).toContain('₹540');
    expect(text('bill-cooling-off-kept')).toContain('Digital Lending Directions');
    click(byTestId('bill-cooling-off-exit'));
    expect(where()).toBe(`/Repayment?orderId=${ORDER_ID}&kind=cooling_off`);
  });

  it('a settled loan: its settlement day and no Repay', async () => {
    await openBill({
      ...BILL,
      display: { state: 'settled', days: 0 },
      settlementDay: '2027-02-10',
      repaymentDay: null,
      bill: null,
      payoff: null,
      extension: null,
    });
    expect(text('bill-state')).toBe('Settled');
    expect(text('bill-settled')).toBe('Settled on 10-02-2027');
    expect(byTestId('bill-repay')).toBeNull();
    expect(byTestId('bill-extend')).toBeNull();
  });

  it('an unknown order: says so and leads to My Loan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'NOT_FOUND', message: 'Not found.' })),
    );
    renderPage(BillPage, `/bill?orderId=${ORDER_ID}`);
    await settle();
    expect(byTestId('order-missing')).not.toBeNull();
  });
});
