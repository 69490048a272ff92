import { describe, expect, it } from 'vitest';
import { type CouponFacts, couponBlock, couponMinimumPaise, couponState, couponUsable } from '../coupons';

const base: CouponFacts = {
  kind: 'withdrawal',
  facePaise: 50_00,
  minAmountPaise: 5_000_00,
  validFrom: new Date('2025-01-15T00:00:00Z'),
  validUntil: new Date('2025-02-14T00:00:00Z'),
  usedAt: null,
  voidedAt: null,
};
const now = new Date('2025-01-20T00:00:00Z');

describe('coupons', () => {
  it('is usable once, inside its dates, on an amount at least its minimum, for its own kind', () => {
    expect(couponUsable(base, 'withdrawal', 5_000_00, now)).toBe(true);
    expect(couponUsable(base, 'withdrawal', 4_900_00, now)).toBe(false);
    expect(couponUsable(base, 'repayment', 5_000_00, now)).toBe(false);
    expect(couponUsable({ ...base, usedAt: now }, 'withdrawal', 5_000_00, now)).toBe(false);
    expect(couponUsable(base, 'withdrawal', 5_000_00, new Date('2025-02-14T00:00:00Z'))).toBe(false);
    expect(couponUsable(base, 'withdrawal', 5_000_00, new Date('2025-01-14T23:59:59Z'))).toBe(false);
  });

  it('names why a coupon cannot be used', () => {
    expect(couponBlock(base, 'withdrawal', 5_000_00, now)).toBeNull();
    expect(couponBlock(base, 'repayment', 5_000_00, now)).toBe('wrong_kind');
    expect(couponBlock({ ...base, usedAt: now }, 'withdrawal', 5_000_00, now)).toBe('used');
    expect(couponBlock(base, 'withdrawal', 5_000_00, new Date('2025-03-01T00:00:00Z'))).toBe('expired');
    expect(couponBlock(base, 'withdrawal', 5_000_00, new Date('2025-01-14T00:00:00Z'))).toBe('not_yet');
    expect(couponBlock(base, 'withdrawal', 4_999_99, now)).toBe('below_min');
  });

  it('goes on a repayment only when all of it is used and at least Rs 1 is left to pay (issue 28)', () => {
    const repayment: CouponFacts = { ...base, kind: 'repayment', facePaise: 100_00, minAmountPaise: 0 };
    expect(couponMinimumPaise(repayment)).toBe(101_00);
    expect(couponBlock(repayment, 'repayment', 1_00, now)).toBe('below_min');
    expect(couponBlock(repayment, 'repayment', 100_99, now)).toBe('below_min');
    expect(couponBlock(repayment, 'repayment', 101_00, now)).toBeNull();
    // Its own minimum still counts when it is the higher; a withdrawal coupon keeps its minimum alone.
    expect(couponMinimumPaise({ ...repayment, minAmountPaise: 500_00 })).toBe(500_00);
    expect(couponMinimumPaise(base)).toBe(5_000_00);
  });

  it('shows the four states of the coupon list', () => {
    expect(couponState(base, now)).toBe('unused');
    expect(couponState({ ...base, usedAt: now }, now)).toBe('used');
    expect(couponState(base, new Date('2025-03-01T00:00:00Z'))).toBe('expired');
    expect(couponState({ ...base, voidedAt: now, usedAt: now }, now)).toBe('invalid');
  });
});
