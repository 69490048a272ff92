import type { CouponView } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { couponsQuery } from '@/lib/get-coupons';
import { json } from '@/testing/json-response';
import { ORDER, QUOTE } from '@/testing/order-fixtures';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';
import { quoteQuery } from '../api/get-quote';
import WithdrawModelPage from '../routes/withdraw-model';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderModel(coupons: CouponView[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(quoteQuery({ amountPaise: 1_500_000, termMonths: 3 }).queryKey, QUOTE);
  client.setQueryData(couponsQuery.queryKey, { coupons });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/withdrawModel?amount=1500000&term=3']}>
        <Routes>
          <Route path="/withdrawModel" element={<WithdrawModelPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lets fetch answers and React updates land. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/withdrawModel', () => {
  it('shows every figure of the quote', () => {
    renderModel();
    const text = (id: string) => byTestId(id)?.textContent;
    expect(text('fig-amount')).toBe('₹15,000');
    expect(text('fig-term')).toBe('3 months (90 days)');
    expect(text('fig-daily-rate')).toBe('0.05% a day');
    expect(text('fig-service-fee')).toBe('₹450');
    expect(text('fig-credit-report-fee')).toBe('₹30');
    expect(text('fig-ticket-fee')).toBe('₹20');
    expect(text('fig-gst')).toBe('₹90');
    expect(byTestId('fig-coupon')).toBeNull();
    expect(text('fig-total-deduction')).toBe('₹590');
    expect(text('fig-received')).toBe('₹14,410');
    expect(text('fig-interest')).toBe('₹393.75');
    expect(text('fig-total-repayable')).toBe('₹15,393.75');
    expect(text('fig-apr')).toBe('44.73% a year');
    expect(document.querySelectorAll('[data-testid^="instalment-"]')).toHaveLength(6);
  });

  it('retries a failed confirmation with the same Idempotency-Key, then opens the order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        // the coupons are fetched again once an order is placed
        if (url.endsWith('/coupons')) return json(200, { coupons: [] });
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        calls += 1;
        return calls === 1
          ? json(500, { code: 'INTERNAL', message: 'Something went wrong.' })
          : json(201, ORDER);
      }),
    );
    renderModel();
    click(byTestId('withdraw-confirm'));
    await settle();
    expect(calls).toBe(1);
    // a second tap inside the click lock is ignored
    click(byTestId('withdraw-confirm'));
    await settle();
    expect(calls).toBe(1);
    vi.advanceTimersByTime(1000);
    click(byTestId('withdraw-confirm'));
    await settle();
    expect(calls).toBe(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(byTestId('where')?.textContent).toBe(`/withdrawDetail?id=${ORDER.id}`);
  });

  it('an open order: the spec message and the way to that order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/withdraw/options')
          ? json(200, { openOrderId: ORDER.id })
          : json(409, {
              code: 'OUTSTANDING_ORDER',
              message: 'Please repay first; outstanding orders exist.',
            }),
      ),
    );
    renderModel();
    click(byTestId('withdraw-confirm'));
    await settle();
    expect(byTestId('outstanding-message')?.textContent).toBe(
      'Please repay first; outstanding orders exist.',
    );
    expect(byTestId('withdraw-confirm')).toBeNull();
    click(byTestId('view-open-order'));
    expect(byTestId('where')?.textContent).toBe(`/withdrawDetail?id=${ORDER.id}`);
  });
});
