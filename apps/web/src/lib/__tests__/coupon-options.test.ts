import type { CouponView } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { bestCouponId, couponOptions } from '../coupon-options';

const NOW = new Date('2026-11-20T06:00:00Z');
const coupon = (id: string, over: Partial<CouponView> = {}): CouponView => ({
  id,
  kind: 'withdrawal',
  source: 'welcome',
  facePaise: 5_000,
  minAmountPaise: 300_000,
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2026-12-31T00:00:00Z',
  usedAt: null,
  state: 'unused',
  ...over,
});

describe('couponOptions', () => {
  it('puts usable coupons first, largest first, and explains the others', () => {
    const options = couponOptions(
      [
        coupon('small'),
        coupon('used', { state: 'used', usedAt: '2026-11-02T00:00:00Z' }),
        coupon('big', { facePaise: 10_000 }),
        coupon('min', { minAmountPaise: 2_000_000 }),
        coupon('later', { validFrom: '2026-11-25T00:00:00Z' }),
        coupon('past', { validUntil: '2026-11-20T05:00:00Z' }),
        coupon('void', { state: 'invalid' }),
        coupon('repay', { kind: 'repayment' }),
      ],
      1_500_000,
      NOW,
    );
    expect(options.map((o) => [o.coupon.id, o.block])).toEqual([
      ['big', null],
      ['small', null],
      ['past', 'expired'],
      ['used', 'used'],
      ['min', 'below_min'],
      ['later', 'not_yet'],
      ['void', 'invalid'],
    ]);
    expect(bestCouponId(options)).toBe('big');
  });

  it('below every minimum: no coupon is chosen', () => {
    const options = couponOptions([coupon('welcome')], 250_000, NOW);
    expect(options[0]?.block).toBe('below_min');
    expect(bestCouponId(options)).toBeNull();
  });

  it('the soonest to expire first among equal coupons', () => {
    const options = couponOptions(
      [coupon('late', { validUntil: '2027-01-31T00:00:00Z' }), coupon('soon')],
      1_500_000,
      NOW,
    );
    expect(bestCouponId(options)).toBe('soon');
  });
});
