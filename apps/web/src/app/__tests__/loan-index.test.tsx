import type { LimitOfferView, OrderView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LoanIndexPage from '@/app/routes/loan/loan-index';
import { showToast } from '@/lib/toast';
import { BILL, ORDER_ID } from '@/testing/bill-fixtures';
import { json, renderPage, settle, text, where } from '@/testing/harness';
import { ORDER } from '@/testing/order-fixtures';
import { byTestId, click, setupI18n } from '@/testing/test-utils';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

const DISBURSED: OrderView = { ...ORDER, id: ORDER_ID, state: 'disbursed' };
const SETTLED: OrderView = { ...ORDER, id: '5c0b1f7e-8a9d-4e2f-b3c4-d5e6f7a8b9c0', state: 'settled' };
const OFFER: LimitOfferView = {
  id: '3f1e2d3c-4b5a-4968-8776-655443322110',
  fromQuotaPaise: 3_000_000,
  quotaPaise: 4_500_000,
  maxTermMonths: 6,
  state: 'offered',
  createdAt: '2027-02-10T06:00:00.000Z',
};

let posts: string[];
function serve(orders: OrderView[], offer: LimitOfferView | null = null) {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push(url);
        return json(200, { ...OFFER, state: url.endsWith('/accept') ? 'accepted' : 'declined' });
      }
      if (url.endsWith('/orders')) return json(200, { orders });
      if (url.endsWith(`/orders/${ORDER_ID}/bill`)) return json(200, BILL);
      if (url.endsWith('/offers/current')) return json(200, offer);
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

async function openMyLoan(orders: OrderView[], offer: LimitOfferView | null = null) {
  serve(orders, offer);
  renderPage(LoanIndexPage, '/loanIndex');
  await settle();
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="loan-order-card"]')];

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('/loanIndex', () => {
  it('a disbursed loan: its state in the spec’s words and the amount due; a tap opens the bill', async () => {
    await openMyLoan([DISBURSED, SETTLED]);
    const [loan, settled] = cards();
    expect(loan?.dataset.state).toBe('expires_in');
    expect(loan?.querySelector('[data-testid="loan-order-state"]')?.textContent).toBe('Expires in 3 days');
    expect(loan?.querySelector('[data-testid="loan-order-amount"]')?.textContent).toBe('₹2,565.62');
    expect(loan?.querySelector('[data-testid="loan-order-repay"]')?.textContent).toBe('Repay');
    expect(settled?.querySelector('[data-testid="loan-order-state"]')?.textContent).toBe('Settled');
    expect(byTestId('loan-all-settled')).toBeNull();
    click(loan ?? null);
    expect(where()).toBe(`/bill?orderId=${ORDER_ID}`);
  });

  it('orders not disbursed yet keep their card; the records are one tap away', async () => {
    await openMyLoan([ORDER]);
    expect(text('open-order-state')).toBe('Created, awaiting signature');
    click(byTestId('loan-history'));
    expect(where()).toBe('/paymentHistory');
  });

  it('"All settled" once every loan is repaid', async () => {
    await openMyLoan([SETTLED]);
    expect(text('loan-all-settled')).toContain('All settled');
  });

  it('the limit offer: accepted only when the borrower accepts', async () => {
    await openMyLoan([SETTLED], OFFER);
    expect(text('limit-offer-quota')).toBe('₹45,000');
    expect(text('limit-offer')).toContain('from ₹30,000 to ₹45,000, with terms of up to 6 months');
    expect(posts).toEqual([]);
    click(byTestId('limit-offer-accept'));
    await settle();
    expect(posts).toEqual([`/api/v1/offers/${OFFER.id}/accept`]);
    expect(showToast).toHaveBeenCalledWith('Your new credit limit is applied.');
    expect(byTestId('limit-offer')).toBeNull();
  });

  it('no offer, no card', async () => {
    await openMyLoan([SETTLED]);
    expect(byTestId('limit-offer')).toBeNull();
  });
});
