import type { CouponView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderPage, settle, where } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import CouponPage from '../routes/coupon';
import CouponInvalidPage from '../routes/coupon-invalid';

const coupon = (over: Partial<CouponView>): CouponView => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'withdrawal',
  source: 'welcome',
  facePaise: 50_00,
  minAmountPaise: 3_000_00,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  usedAt: null,
  state: 'unused',
  ...over,
});

const COUPONS: CouponView[] = [
  coupon({}),
  coupon({
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'repayment',
    source: 'home_screen',
    facePaise: 100_00,
    minAmountPaise: 0,
  }),
  coupon({ id: '00000000-0000-4000-8000-000000000003', state: 'used', usedAt: '2026-11-10T06:30:00.000Z' }),
  coupon({ id: '00000000-0000-4000-8000-000000000004', kind: 'repayment', state: 'expired' }),
  coupon({ id: '00000000-0000-4000-8000-000000000005', state: 'invalid' }),
];

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function serve(coupons: CouponView[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.endsWith('/api/v1/coupons') ? json(200, { coupons }) : json(404, {}))),
  );
}

const states = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid^="coupon-0"]')].map((el) => [
    el.dataset.kind,
    el.dataset.state,
  ]);

describe('/coupon and /couponInvalid', () => {
  it('shows the usable coupons by kind, with amount, terms and validity', async () => {
    serve(COUPONS);
    renderPage(CouponPage, '/coupon');
    await settle();
    expect(states()).toEqual([['repayment', 'unused']]);
    expect(document.body.textContent).toContain('₹100');
    expect(document.body.textContent).toContain('Added to home screen');
    expect(document.body.textContent).toContain('For any amount');
    click(byTestId('coupon-tab-withdrawal'));
    await settle();
    expect(states()).toEqual([['withdrawal', 'unused']]);
    expect(document.body.textContent).toContain('For loans of ₹3,000 or more');
    expect(document.body.textContent).toContain('Valid until 01-12-2026');
    expect(byTestId('coupon-invalid-link')?.textContent).toBe('Used and expired coupons (3)');
    click(byTestId('coupon-invalid-link'));
    await settle();
    expect(where()).toBe('/couponInvalid');
  });

  it('lists used, expired and invalid coupons with when each was used', async () => {
    serve(COUPONS);
    renderPage(CouponInvalidPage, '/couponInvalid');
    await settle();
    expect(states()).toEqual([
      ['withdrawal', 'used'],
      ['repayment', 'expired'],
      ['withdrawal', 'invalid'],
    ]);
    expect(document.body.textContent).toContain('Used on 10-11-2026 12:00');
  });

  it('says so when there is nothing to show', async () => {
    serve([]);
    renderPage(CouponPage, '/coupon');
    await settle();
    expect(byTestId('coupon-empty')?.textContent).toBe('You have no app platform coupons to use now.');
  });
});
