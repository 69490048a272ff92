import type { CouponKind } from '../coupons/coupons';

/**
 * The refer-and-earn rewards (spec §9): 2% when a referred loan is paid out
 * and 3% when it is repaid (5% on each referred loan), an extra 20% on the
 * friend's first loan, and a 10% sign-up bonus for the friend. The spec does
 * not say what the percentages are of: each rule names its base, and every
 * figure here is configuration (docs/decisions/022-referral-rules.md).
 */
export const REFERRAL_REWARD_KINDS = ['signup_bonus', 'first_loan', 'disbursal', 'repayment'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

/** What a rate applies to, all figures of the friend's loan as it was priced. */
export const REFERRAL_BASES = [
  /** The service fee: the lender's own charge on the loan (default). */
  'service_fee',
  /** Service plus ticket fee: the fee income the ledger books (the bureau's fee passes through). */
  'fee_income',
  /** The interest of the loan's schedule. */
  'interest',
  /** The amount borrowed; pair it with a cap. */
  'principal',
] as const;
export type ReferralBase = (typeof REFERRAL_BASES)[number];

export interface ReferralRule {
  /** Parts per million of the base (2% = 20,000); 0 turns the reward off. */
  ratePpm: number;
  base: ReferralBase;
  /** The most one reward of this rule pays, in paise; 0 for no cap. */
  capPaise: number;
  /** Credited as this kind of coupon. */
  couponKind: CouponKind;
}

export interface ReferralRules {
  /** The promotion channel (`p`) a share link carries. */
  channel: string;
  /** For the friend, once, when their first loan is paid out. */
  signupBonus: ReferralRule;
  /** For the referrer, once, when the friend's first loan is paid out. */
  firstLoan: ReferralRule;
  /** For the referrer, on every referred loan paid out. */
  disbursal: ReferralRule;
  /** For the referrer, on every referred loan repaid in full. */
  repayment: ReferralRule;
  /** The repayment reward needs the loan repaid without an instalment ever overdue. */
  repaymentOnTimeOnly: boolean;
  /** A reward coupon can be used for this many days. */
  couponValidDays: number;
}

/** Which rule prices which reward. */
export const REFERRAL_RULE_OF: Record<ReferralRewardKind, keyof ReferralRules> = {
  signup_bonus: 'signupBonus',
  first_loan: 'firstLoan',
  disbursal: 'disbursal',
  repayment: 'repayment',
};

/** Who a reward goes to: the friend's bonus to the friend, the rest to the referrer. */
export const REFERRAL_BENEFICIARY: Record<ReferralRewardKind, 'referrer' | 'friend'> = {
  signup_bonus: 'friend',
  first_loan: 'referrer',
  disbursal: 'referrer',
  repayment: 'referrer',
};

export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  channel: 'referral',
  signupBonus: { ratePpm: 100_000, base: 'service_fee', capPaise: 250_00, couponKind: 'repayment' },
  firstLoan: { ratePpm: 200_000, base: 'service_fee', capPaise: 500_00, couponKind: 'repayment' },
  disbursal: { ratePpm: 20_000, base: 'service_fee', capPaise: 100_00, couponKind: 'repayment' },
  repayment: { ratePpm: 30_000, base: 'service_fee', capPaise: 150_00, couponKind: 'repayment' },
  repaymentOnTimeOnly: true,
  couponValidDays: 90,
};

type RulesPatch = Partial<Omit<ReferralRules, 'signupBonus' | 'firstLoan' | 'disbursal' | 'repayment'>> &
  Partial<Record<'signupBonus' | 'firstLoan' | 'disbursal' | 'repayment', Partial<ReferralRule>>>;
export type ReferralRulesPatch = RulesPatch;

/** The defaults with `patch` laid over them, rule by rule (a patch may name one field of one rule). */
export function referralRules(patch: ReferralRulesPatch = {}, base: ReferralRules = DEFAULT_REFERRAL_RULES) {
  const rule = (key: 'signupBonus' | 'firstLoan' | 'disbursal' | 'repayment'): ReferralRule => ({
    ...base[key],
    ...patch[key],
  });
  return {
    ...base,
    ...patch,
    signupBonus: rule('signupBonus'),
    firstLoan: rule('firstLoan'),
    disbursal: rule('disbursal'),
    repayment: rule('repayment'),
  } satisfies ReferralRules;
}
