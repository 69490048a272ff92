import type { HomeApplication, HomeResponse, OrderView } from '@app/contract';
import { DEFAULT_PRICING, DEFAULT_PRODUCTS, formatDate, productOffer } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomeIndexPage from '@/app/routes/home/home-index';
import { homeQuery, REVIEW_POLL_MS } from '@/features/home/api/get-home';
import { HOME_PATH } from '@/features/home/api/home-path';
import { currentOrderQuery } from '@/features/order/api/get-current-order';
import { requestEarly } from '@/lib/early-request';
import { BILL } from '@/testing/bill-fixtures';
import { ORDER } from '@/testing/order-fixtures';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';

const OFFERS: HomeResponse['offers'] = [
  productOffer(DEFAULT_PRODUCTS[0] as (typeof DEFAULT_PRODUCTS)[number], DEFAULT_PRICING, '2026-11-27'),
];

const APPLICATION: HomeApplication = {
  progress: 43,
  nextStep: 'contacts',
  expectedDecisionAt: null,
  quotaPaise: null,
  dailyRatePpm: null,
  product: null,
  reason: null,
  reapplyAt: null,
  canReapply: false,
  redoPhotos: [],
  kycLimitRemainingPaise: null,
  kycLimitRemainingUntil: null,
};

/**
 * Every page a test renders, unmounted after it: Home's later frames (the part below the
 * stage, then the install offer) are timers that would otherwise fire after the test,
 * or after the file's window is gone.
 */
const mounted: { unmount: () => void }[] = [];
function mount(element: Parameters<typeof render>[0]) {
  const view = render(element);
  mounted.push(view);
  return view;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHome(
  stage: HomeResponse['stage'],
  application: Partial<HomeApplication> | null = {},
  order: OrderView | null = null,
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const data: HomeResponse = {
    stage,
    offers: OFFERS,
    loanOptions: [],
    application: application ? { ...APPLICATION, ...application } : null,
  };
  client.setQueryData(homeQuery.queryKey, data);
  client.setQueryData(currentOrderQuery.queryKey, order);
  return mount(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/homeIndex']}>
        <Routes>
          <Route path="/homeIndex" element={<HomeIndexPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stageOf = () => byTestId('home-stage')?.dataset.stage;

/**
 * Home's lazy chunks (the documents sheet, the declined card, the install
 * offer) are imported once before the tests: the first import of a module is
 * Vite's transform of it and everything it brings, which took over a second on
 * a loaded CI worker. The tests then wait for the page, not the compiler.
 */
const LAZY_WAIT = { timeout: 5_000 };
beforeAll(async () => {
  await Promise.all([
    setupI18n(),
    import('@/features/home/components/documents-sheet'),
    import('@/features/application/components/rejected-card'),
    import('@/features/install/components/install-offer'),
  ]);
});
beforeEach(() => {
  // the brand's public config: unavailable, the defaults show
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Home stages', () => {
  it('apply: the Apply button opens the documents sheet, which starts the application', async () => {
    renderHome('apply', null);
    expect(stageOf()).toBe('apply');
    click(byTestId('apply-button'));
    // The sheet's code loads after Home's first paint.
    await vi.waitFor(() => expect(byTestId('start-application')).not.toBeNull(), LAZY_WAIT);
    const start = byTestId('start-application') as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    click(start);
    expect(byTestId('where')?.textContent).toBe('/authIndex');
  });

  it('continue: progress and the way back to the checklist', () => {
    renderHome('continue');
    expect(stageOf()).toBe('continue');
    expect(byTestId('home-progress')?.textContent).toContain('43%');
    click(byTestId('continue-application'));
    expect(byTestId('where')?.textContent).toBe('/authIndex');
  });

  it('under_review: the expected decision time in India time, and polling every 5 s', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T08:50:00.000Z'), toFake: ['Date'] });
    renderHome('under_review', { expectedDecisionAt: '2026-11-20T09:05:00.000Z' });
    expect(stageOf()).toBe('under_review');
    expect(byTestId('under-review')?.textContent).toContain('Decision expected by 14:35');
    // the poll decision as TanStack calls it, with just the part of the query it reads
    type Poll = (query: { state: { data?: { stage: string } } }) => number | false;
    const interval = homeQuery.refetchInterval as unknown as Poll;
    const query = (stage: HomeResponse['stage']) => ({ state: { data: { stage } } });
    expect(interval(query('under_review'))).toBe(REVIEW_POLL_MS);
    expect(interval(query('approved'))).toBe(false);
  });

  it('approved: quota, product and daily rate; Withdraw opens the withdrawal', () => {
    renderHome('approved', { quotaPaise: 1_500_000, product: 'personal', dailyRatePpm: 450 }, null);
    const card = byTestId('approved-quota');
    expect(card?.textContent).toContain('₹15,000');
    expect(card?.textContent).toContain('Personal loan');
    expect(card?.textContent).toContain('0.045% a day');
    expect(card?.textContent).not.toContain('next update');
    expect(byTestId('open-order-card')).toBeNull();
    click(byTestId('withdraw-button'));
    expect(byTestId('where')?.textContent).toBe('/withdrawPage');
  });

  it('approved on a KYC mode with a yearly limit: what is left until the oldest payout leaves the year', () => {
    renderHome(
      'approved',
      {
        quotaPaise: 6_000_000,
        product: 'salary',
        dailyRatePpm: 400,
        kycLimitRemainingPaise: 1_000_000,
        kycLimitRemainingUntil: '2027-11-26T20:00:00.000Z',
      },
      null,
    );
    expect(byTestId('quota-amount')?.textContent).toBe('₹60,000');
    // India time: 01:30 on 27 November
    expect(byTestId('kyc-year-line')?.textContent).toBe(
      'You can borrow up to ₹10,000 more until 27-11-2027 under your KYC type.',
    );
  });

  it('approved on a limited mode with nothing paid out, or on a full-KYC mode: no line', () => {
    renderHome(
      'approved',
      { quotaPaise: 2_000_000, product: 'salary', dailyRatePpm: 400, kycLimitRemainingPaise: 2_000_000 },
      null,
    );
    expect(byTestId('approved-quota')).not.toBeNull();
    expect(byTestId('kyc-year-line')).toBeNull();
    for (const view of mounted.splice(0)) view.unmount();
    renderHome('approved', { quotaPaise: 2_000_000, product: 'salary', dailyRatePpm: 400 }, null);
    expect(byTestId('kyc-year-line')).toBeNull();
  });

  it('approved with an open order: the hero shows the order and its next step, not the quota and Withdraw', () => {
    renderHome('approved', { quotaPaise: 1_500_000, product: 'personal', dailyRatePpm: 450 }, ORDER);
    expect(byTestId('withdraw-button')).toBeNull();
    expect(byTestId('quota-amount')).toBeNull();
    expect(byTestId('home-order-amount')?.textContent).toBe('₹15,000');
    expect(byTestId('home-order-state')?.textContent).toBe('Created, awaiting signature');
    expect(byTestId('home-order-next')?.textContent).toBe('Read and sign');
    click(byTestId('home-order-next'));
    // a created order's next step: read and sign
    expect(byTestId('where')?.textContent).toBe('/protocol');
  });

  it('approved, order still loading: neither the quota nor Withdraw flashes first', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    client.setQueryData(homeQuery.queryKey, {
      stage: 'approved',
      offers: OFFERS,
      loanOptions: [],
      application: { ...APPLICATION, quotaPaise: 1_500_000, product: 'personal', dailyRatePpm: 450 },
    } satisfies HomeResponse);
    mount(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/homeIndex']}>
          <HomeIndexPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(byTestId('home-stage')?.getAttribute('data-stage')).toBe('approved');
    expect(byTestId('withdraw-button')).toBeNull();
  });

  it('approved, orders unreadable: the quota and Withdraw, whose page checks for an open order itself', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'INTERNAL', message: 'x' }), { status: 500 })),
    );
    client.setQueryData(homeQuery.queryKey, {
      stage: 'approved',
      offers: OFFERS,
      loanOptions: [],
      application: { ...APPLICATION, quotaPaise: 1_500_000, product: 'personal', dailyRatePpm: 450 },
    } satisfies HomeResponse);
    mount(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/homeIndex']}>
          <HomeIndexPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(byTestId('withdraw-button')).not.toBeNull());
  });

  const billed = async (bill: typeof BILL) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith(`/orders/${bill.orderId}/bill`)
          ? new Response(JSON.stringify(bill), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    );
    const disbursed: OrderView = { ...ORDER, id: bill.orderId, state: 'disbursed' };
    renderHome('approved', { quotaPaise: 1_500_000, product: 'personal', dailyRatePpm: 450 }, disbursed);
    for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
  };

  it('approved with a disbursed loan: the amount due, its state, the due date, and Repay opens the bill', async () => {
    await billed(BILL);
    expect(byTestId('withdraw-button')).toBeNull();
    expect(byTestId('home-loan-due')?.textContent).toBe('₹2,565.62');
    expect(byTestId('home-loan-state')?.textContent).toBe('Expires in 3 days');
    expect(byTestId('home-loan-day')?.textContent).toBe('Due on 20-12-2026');
    click(byTestId('home-repay'));
    expect(byTestId('where')?.textContent).toBe('/bill');
  });

  it('approved with an overdue loan: shown as overdue, in the late colour', async () => {
    await billed({ ...BILL, display: { state: 'overdue', days: 2 }, overdueDays: 2 });
    const state = byTestId('home-loan-state');
    expect(state?.textContent).toBe('Overdue 2 days');
    expect(state?.className).toContain('home-loan__state--late');
    expect(byTestId('home-loan')?.getAttribute('data-state')).toBe('overdue');
  });

  it('rejected: the decline message, the reason, and the reapply date', async () => {
    const reapplyAt = '2026-12-20T04:00:00.000Z';
    renderHome('rejected', { reason: 'low_credit_score', reapplyAt, canReapply: false });
    // The declined card is a chunk of its own (it brings the error catalogue).
    await vi.waitFor(() => expect(byTestId('rejected-reapply')).not.toBeNull(), LAZY_WAIT);
    const block = byTestId('rejected-reapply');
    expect(block?.textContent).toContain('Sorry, we cannot approve your application at this time.');
    expect(block?.textContent).toContain('Your credit score is below what we need right now.');
    expect(block?.textContent).toContain(`reapply after ${formatDate(reapplyAt, 'DD-MM-YYYY')}`);
    expect(byTestId('reapply-button')).toBeNull();
  });

  it('rejected: a reapply button once the date has passed', async () => {
    renderHome('rejected', { reason: 'underage', reapplyAt: '2026-01-01T00:00:00.000Z', canReapply: true });
    await vi.waitFor(() => expect(byTestId('reapply-button')).not.toBeNull(), LAZY_WAIT);
  });

  it('identity_failed: names the photos and opens the right page', () => {
    renderHome('identity_failed', { redoPhotos: ['aadhaar_back'] });
    expect(byTestId('reupload-photos')?.textContent).toContain('Aadhaar back');
    click(byTestId('reupload-button'));
    expect(byTestId('where')?.textContent).toBe('/identityInfo');
  });

  it('identity_failed with only the face photo: opens the face check', () => {
    renderHome('identity_failed', { redoPhotos: ['face'] });
    click(byTestId('reupload-button'));
    expect(byTestId('where')?.textContent).toBe('/identityVerification');
  });
});

describe('Home in one render', () => {
  it('shows the stage, the products and the calculators and invite rows at once', () => {
    renderHome('apply', null);
    expect(stageOf()).toBe('apply');
    expect(byTestId('apply-button')).not.toBeNull();
    expect(byTestId('home-calculators')).not.toBeNull();
    expect(byTestId('home-invite')).not.toBeNull();
    expect(document.body.textContent).toContain('Personal loan');
    expect(document.body.textContent).toContain('₹2,000 – ₹30,000');
  });
});

describe('Home in the native app', () => {
  it('reports the load the route asked for early (start, end) when its answer is already in', async () => {
    const posted: [string, unknown][] = [];
    window.webkit = {
      messageHandlers: new Proxy(
        {},
        {
          get: (_target, action: string) => ({
            postMessage: (payload: unknown) => posted.push([action, payload]),
          }),
        },
      ),
    };
    const data: HomeResponse = { stage: 'apply', offers: OFFERS, loanOptions: [], application: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith(HOME_PATH)
          ? new Response(JSON.stringify(data), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    );
    requestEarly(HOME_PATH);
    // the answer arrives before the page's code would
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
      mount(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/homeIndex']}>
            <Routes>
              <Route path="/homeIndex" element={<HomeIndexPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(stageOf()).toBe('apply');
      await vi.waitFor(() =>
        expect(posted.filter(([action]) => action === 'homeRefreshStatus').map(([, v]) => v)).toEqual([
          'start',
          'end',
        ]),
      );
      expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith(HOME_PATH))).toHaveLength(1);
    } finally {
      delete (window as { webkit?: unknown }).webkit;
    }
  });
});
