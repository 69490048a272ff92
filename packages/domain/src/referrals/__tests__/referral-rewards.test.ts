import { describe, expect, it } from 'vitest';
import { paise } from '../../money/paise';
import { deductionsFor } from '../../pricing/fees';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { type ReferredLoan, referralBase, rewardAmount, rewardsFor } from '../referral-rewards';
import { DEFAULT_REFERRAL_RULES, referralRules } from '../referral-rules';

/** Rs 10,000 at the default pricing: service fee 3% = Rs 300, ticket fee Rs 20. */
const fees = deductionsFor(paise(10_000_00), 0, DEFAULT_PRICING);
const loan: ReferredLoan = {
  amountPaise: 10_000_00,
  serviceFeePaise: fees.serviceFeePaise,
  ticketFeePaise: fees.ticketFeePaise,
  interestPaise: 450_00,
};

describe('referral rewards (spec §9)', () => {
  it('pays the spec percentages of the service fee by default', () => {
    expect(fees.serviceFeePaise).toBe(300_00);
    const first = rewardsFor('disbursed', loan, DEFAULT_REFERRAL_RULES, { firstLoan: true });
    expect(first.map((r) => [r.kind, r.beneficiary, r.amountPaise, r.couponKind])).toEqual([
      ['signup_bonus', 'friend', 30_00, 'repayment'], // 10% of Rs 300
      ['first_loan', 'referrer', 60_00, 'repayment'], // 20%
      ['disbursal', 'referrer', 6_00, 'repayment'], // 2%
    ]);
    expect(first.every((r) => r.basePaise === 300_00)).toBe(true);
    const settled = rewardsFor('settled', loan, DEFAULT_REFERRAL_RULES, { firstLoan: true });
    expect(settled).toEqual([
      {
        kind: 'repayment',
        beneficiary: 'referrer',
        basePaise: 300_00,
        ratePpm: 30_000,
        amountPaise: 9_00, // 3%: with the 2% at payout, 5% of each referred loan
        couponKind: 'repayment',
      },
    ]);
  });

  it('pays the one-off rewards on the first loan only', () => {
    const later = rewardsFor('disbursed', loan, DEFAULT_REFERRAL_RULES, { firstLoan: false });
    expect(later.map((r) => r.kind)).toEqual(['disbursal']);
  });

  it('rounds half up to the paisa, once', () => {
    // 2% of Rs 123.25 is 246.5 paise: 247.
    const odd = { ...loan, serviceFeePaise: 123_25 };
    expect(rewardAmount(odd, DEFAULT_REFERRAL_RULES.disbursal)).toBe(247);
    // 2% of Rs 123.24 is 246.48 paise: 246.
    expect(rewardAmount({ ...loan, serviceFeePaise: 123_24 }, DEFAULT_REFERRAL_RULES.disbursal)).toBe(246);
  });

  it('caps each reward, and a cap of 0 means none', () => {
    const onPrincipal = {
      ratePpm: 20_000,
      base: 'principal',
      capPaise: 100_00,
      couponKind: 'repayment',
    } as const;
    expect(rewardAmount(loan, onPrincipal)).toBe(100_00); // 2% of Rs 10,000 is Rs 200, capped at Rs 100
    expect(rewardAmount(loan, { ...onPrincipal, capPaise: 0 })).toBe(200_00);
    expect(rewardAmount({ ...loan, amountPaise: 3_000_00 }, onPrincipal)).toBe(60_00);
  });

  it('reads each base from the loan', () => {
    expect(referralBase(loan, 'service_fee')).toBe(300_00);
    expect(referralBase(loan, 'fee_income')).toBe(320_00);
    expect(referralBase(loan, 'interest')).toBe(450_00);
    expect(referralBase(loan, 'principal')).toBe(10_000_00);
  });

  it('leaves out a rule set to 0% and follows a changed rule', () => {
    const rules = referralRules({
      signupBonus: { ratePpm: 0 },
      disbursal: { base: 'interest', capPaise: 0 },
    });
    const planned = rewardsFor('disbursed', loan, rules, { firstLoan: true });
    expect(planned.map((r) => [r.kind, r.amountPaise])).toEqual([
      ['first_loan', 60_00],
      ['disbursal', 9_00], // 2% of Rs 450 interest
    ]);
    // The rest of a patched rule keeps its default.
    expect(rules.disbursal).toEqual({
      ratePpm: 20_000,
      base: 'interest',
      capPaise: 0,
      couponKind: 'repayment',
    });
    expect(rules.repayment).toEqual(DEFAULT_REFERRAL_RULES.repayment);
  });
});
