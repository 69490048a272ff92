import type { ReferralRewardView } from '@app/contract';
import type { RewardLine } from './referral-repository';

export function toRewardView(row: RewardLine): ReferralRewardView {
  return {
    id: row.id,
    kind: row.kind,
    amountPaise: row.amountPaise,
    state: row.state === 'credited' ? 'credited' : 'not_eligible',
    reason: row.blockReason,
    peerPhoneLast4: row.peerPhone.slice(-4),
    couponId: row.couponId,
    createdAt: row.createdAt.toISOString(),
  };
}
