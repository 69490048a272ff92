import type { CouponView } from '@app/contract';
import { couponState } from '@app/domain';
import type { CouponRow } from '../../db/schema';

export function toCouponView(row: CouponRow, now: Date): CouponView {
  return {
    id: row.id,
    kind: row.kind,
    // A source may carry its key after a colon ('referral:<reward id>': one coupon per reward); the family is shown.
    source: row.source.split(':', 1)[0] ?? row.source,
    facePaise: row.facePaise,
    minAmountPaise: row.minAmountPaise,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    state: couponState(row, now),
  };
}
