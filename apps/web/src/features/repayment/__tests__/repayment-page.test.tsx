import type { BillView, CouponView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILL, ORDER_ID, REPAYMENT, repaymentCoupon } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text, type, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import RepaymentPage from '../routes/repayment';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

interface Post {
  url: string;
  body: unknown;
  key: string | null;
}
let posts: Post[];

function serve({
  bill = BILL,
  coupons = [],
  answer = () => json(201, REPAYMENT),
}: {
  bill?: BillView | (() => BillView);
  coupons?: CouponView[];
  answer?: () => Response;
} = {}) {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push({
          url,
          body: JSON.parse(String(init.body)),
          key: new Headers(init.headers).get('Idempotency-Key'),
        });
        return answer();
      }
      if (url.endsWith('/bill')) return json(200, typeof bill === 'function' ? bill() : bill);
      if (url.endsWith('/coupons')) return json(200, { coupons });
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function open(url: string, options?: Parameters<typeof serve>[0]) {
  serve(options);
  renderPage(RepaymentPage, url);
  await settle();
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/Repayment', () => {
  it('offers each open kind with its amount, today’s bill first', async () => {
    await open(`/Repayment?orderId=${ORDER_ID}`);
    expect(text('repay-kind-amount-bill')).toBe('₹2,565.62');
    expect(text('repay-kind-amount-full')).toBe('₹12,575');
    expect(text('repay-kind-amount-extension')).toBe('₹222.50');
    expect(byTestId('repay-kind-cooling_off')).toBeNull();
    expect(byTestId('repay-kind-bill')?.querySelector('input')?.checked).toBe(true);
    expect(text('repay-to-pay')).toBe('₹2,565.62');
    expect(text('repay-confirm')).toBe('Pay ₹2,565.62');
  });

  it('the extension: its whole cost before paying, paid now and due later, the new due dates and the cap', async () => {
    await open(`/Repayment?orderId=${ORDER_ID}&kind=extension`);
    expect(text('ext-interest')).toBe('₹75');
    expect(byTestId('ext-penal')).toBeNull(); // no overdue charge owed: no row
    expect(text('ext-fee')).toBe('₹125');
    expect(text('ext-gst')).toBe('₹22.50');
    expect(text('ext-total')).toBe('₹222.50');
    expect(text('ext-added-interest')).toBe('₹93.75');
    expect(text('ext-due-at-new')).toBe('₹2,687.50');
    expect(text('ext-cost')).toBe('₹241.25');
    expect(text('ext-new-due')).toBe('04-01-2027');
    expect(text('ext-last-due')).toBe('05-03-2027');
    expect(text('ext-principal')).toBe('₹12,500, unchanged');
    expect(text('ext-cap')).toBe(
      'You can extend at most 2 times in a row, until an instalment is paid. Extensions left: 2.',
    );
  });

  it('an overdue extension shows the overdue charges paid now', async () => {
    const extension = BILL.extension && { ...BILL.extension, penalPaise: 1_000, totalPaise: 23_250 };
    await open(`/Repayment?orderId=${ORDER_ID}&kind=extension`, { bill: { ...BILL, extension } });
    expect(text('ext-penal')).toBe('₹10');
    expect(text('ext-total')).toBe('₹232.50');
  });

  it('offers no extension once the extensions in a row are used, and says so', async () => {
    const extension = BILL.extension && { ...BILL.extension, allowance: { max: 2, used: 2, left: 0 } };
    await open(`/Repayment?orderId=${ORDER_ID}&kind=extension`, { bill: { ...BILL, extension } });
    expect(byTestId('repay-kind-extension')).toBeNull();
    expect(byTestId('extension-split')).toBeNull();
    expect(text('ext-cap')).toBe(
      'No extension left: this loan allows 2 in a row until an instalment is paid. Pay the instalment due to extend again.',
    );
  });

  it('pays today’s bill by UPI with the best coupon, once per key, then shows the QR code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-17T06:00:00Z'));
    let calls = 0;
    await open(`/Repayment?orderId=${ORDER_ID}`, {
      coupons: [repaymentCoupon('0a6f6a0e-2f5e-4a4b-9c0d-1e2f3a4b5c6d')],
      answer: () => {
        calls += 1;
        return calls === 1
          ? json(500, { code: 'INTERNAL', message: 'Something went wrong.' })
          : json(201, REPAYMENT);
      },
    });
    expect(text('repay-coupon')).toBe('−₹100');
    expect(text('repay-to-pay')).toBe('₹2,465.62');
    click(byTestId('repay-confirm'));
    await settle();
    vi.advanceTimersByTime(1000);
    click(byTestId('repay-confirm'));
    await settle();
    expect(posts).toHaveLength(2);
    expect(posts[0]?.url).toBe(`/api/v1/orders/${ORDER_ID}/repayments`);
    expect(posts[0]?.body).toEqual({
      kind: 'bill',
      method: 'upi',
      couponId: '0a6f6a0e-2f5e-4a4b-9c0d-1e2f3a4b5c6d',
      quotedDay: '2026-12-17',
    });
    expect(posts[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(where()).toBe(`/RepaymentCode?id=${REPAYMENT.id}`);
  });

  it('a part amount is checked before it is sent; the gateway leads to the progress', async () => {
    await open(`/Repayment?orderId=${ORDER_ID}`, {
      answer: () => json(201, { ...REPAYMENT, kind: 'partial', method: 'gateway', upi: null }),
    });
    click(byTestId('repay-kind-partial')?.querySelector('input') ?? null);
    click(byTestId('repay-method-gateway')?.querySelector('input') ?? null);
    type('repay-part-amount', '20000');
    click(byTestId('repay-confirm'));
    await settle();
    expect(text('field-error-amount')).toBe(
      'The amount is more than you owe. Please enter at most the amount outstanding.',
    );
    expect(posts).toHaveLength(0);
    type('repay-part-amount', '1000.50');
    expect(text('repay-to-pay')).toBe('₹1,000.50');
    // corrected at once: the click lock only guards requests, not a refusal on the spot
    click(byTestId('repay-confirm'));
    await settle();
    expect(posts[0]?.body).toEqual({ kind: 'partial', method: 'gateway', amountPaise: 100_050 });
    expect(where()).toBe(`/paymentProcess?id=${REPAYMENT.id}`);
  });

  it('a confirm after midnight is answered with today’s amount, shown, and asked again (issue 28)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-17T18:29:00Z'));
    const bill = BILL.bill ?? { principalPaise: 0, interestPaise: 0, penalPaise: 0, totalPaise: 0 };
    const tomorrow: BillView = {
      ...BILL,
      businessDay: '2026-12-18',
      quoteValidUntil: '2026-12-18T18:30:00.000Z',
      bill: { ...bill, penalPaise: 138, totalPaise: 256_700 },
    };
    let expired = false;
    await open(`/Repayment?orderId=${ORDER_ID}`, {
      bill: () => (expired ? tomorrow : BILL),
      answer: () => {
        if (expired) return json(201, REPAYMENT);
        expired = true;
        return json(409, {
          code: 'QUOTE_EXPIRED',
          message:
            'The amount changed at midnight: today it is ₹2,567.00. Please check it and confirm again.',
        });
      },
    });
    expect(text('repay-valid-until')).toBe('This amount is valid until midnight tonight (India time).');
    vi.setSystemTime(new Date('2026-12-17T18:31:00Z'));
    click(byTestId('repay-confirm'));
    await settle();
    expect(posts[0]?.body).toEqual({ kind: 'bill', method: 'upi', quotedDay: '2026-12-17' });
    expect(text('quote-expired')).toBe(
      'The amount changed at midnight: today it is ₹2,567.00. Please check it and confirm again.',
    );
    expect(text('repay-confirm')).toBe('Pay ₹2,567');
    expect(where()).toBeNull(); // still here: nothing was started
    vi.advanceTimersByTime(1000);
    click(byTestId('repay-confirm'));
    await settle();
    expect(posts[1]?.body).toEqual({ kind: 'bill', method: 'upi', quotedDay: '2026-12-18' });
    expect(posts[1]?.key).not.toBe(posts[0]?.key);
    expect(where()).toBe(`/RepaymentCode?id=${REPAYMENT.id}`);
  });

  it('a loan with nothing to repay says so', async () => {
    await open(`/Repayment?orderId=${ORDER_ID}`, {
      bill: { ...BILL, display: { state: 'settled', days: 0 }, bill: null, payoff: null, extension: null },
    });
    expect(text('repay-nothing')).toContain('This loan has nothing to repay now.');
  });
});
