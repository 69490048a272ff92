import type { CouponKind } from '../coupons/coupons';
import { type Paise, paise } from '../money/paise';
import { applyPpm } from '../money/rounding';
import {
  REFERRAL_BENEFICIARY,
  REFERRAL_RULE_OF,
  type ReferralBase,
  type ReferralRewardKind,
  type ReferralRule,
  type ReferralRules,
} from './referral-rules';

/** The figures of a referred loan a reward can be a share of (copied on the order when it was priced). */
export interface ReferredLoan {
  amountPaise: number;
  serviceFeePaise: number;
  ticketFeePaise: number;
  interestPaise: number;
}

/** The loan events that pay rewards. */
export type ReferralEvent = 'disbursed' | 'settled';

export interface PlannedReward {
  kind: ReferralRewardKind;
  beneficiary: 'referrer' | 'friend';
  basePaise: Paise;
  ratePpm: number;
  amountPaise: Paise;
  couponKind: CouponKind;
}

export function referralBase(loan: ReferredLoan, base: ReferralBase): Paise {
  switch (base) {
    case 'service_fee':
      return paise(loan.serviceFeePaise);
    case 'fee_income':
      return paise(loan.serviceFeePaise + loan.ticketFeePaise);
    case 'interest':
      return paise(loan.interestPaise);
    case 'principal':
      return paise(loan.amountPaise);
  }
}

/** The rule's rate of its base, rounded half up to the paisa (the one money rounding), then capped. */
export function rewardAmount(loan: ReferredLoan, rule: ReferralRule): Paise {
  const amount = applyPpm(referralBase(loan, rule.base), rule.ratePpm);
  return rule.capPaise > 0 ? paise(Math.min(amount, rule.capPaise)) : amount;
}

const KINDS_ON: Record<ReferralEvent, readonly ReferralRewardKind[]> = {
  disbursed: ['signup_bonus', 'first_loan', 'disbursal'],
  settled: ['repayment'],
};

/**
 * The rewards one event of a referred loan pays: on a payout the referrer's
 * share and, for the friend's first loan, the one-off first-loan reward and
 * the friend's bonus; on full repayment the referrer's repayment share. A rule
 * at 0%, or a reward that rounds to nothing, pays nothing and is left out.
 */
export function rewardsFor(
  event: ReferralEvent,
  loan: ReferredLoan,
  rules: ReferralRules,
  facts: { firstLoan: boolean },
): PlannedReward[] {
  const once: ReadonlySet<ReferralRewardKind> = new Set(['signup_bonus', 'first_loan']);
  return KINDS_ON[event]
    .filter((kind) => facts.firstLoan || !once.has(kind))
    .map((kind) => {
      const rule = rules[REFERRAL_RULE_OF[kind]] as ReferralRule;
      return {
        kind,
        beneficiary: REFERRAL_BENEFICIARY[kind],
        basePaise: referralBase(loan, rule.base),
        ratePpm: rule.ratePpm,
        amountPaise: rewardAmount(loan, rule),
        couponKind: rule.couponKind,
      };
    })
    .filter((reward) => reward.amountPaise > 0);
}
