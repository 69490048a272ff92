import type { IncomeBand, Occupation, RejectionReason } from '../application/options';
import type { Paise, RatePpm } from '../money/paise';
import type { LoanProduct } from '../order/products';
import { assert } from '../util/assert';
import { INVALID_DATE } from '../util/messages';
import { istDayKey } from '../util/time';
import { toEpochMs } from '../util/to-epoch-ms';
import { ageOn } from './age';
import { annualIncomePaise, monthlyIncomePaise } from './income';
import { dailyRateFor, productFor, quotaFor, riskTierFor } from './offer';
import { DEFAULT_UNDERWRITING_POLICY, type UnderwritingPolicy } from './policy';

/** What a credit bureau answers for a PAN. Scores run 300-900. */
export type BureauReport =
  | {
      status: 'found';
      score: number;
      delinquent: boolean;
      birthOnRecord: string | null;
      nameMatches: boolean;
    }
  | { status: 'no_history' };

export interface UnderwritingInput {
  /** The business day in Asia/Kolkata, 'YYYY-MM-DD'. */
  today: string;
  /** Declared date of birth, 'YYYY-MM-DD'. */
  birth: string;
  resident: boolean;
  occupation: Occupation;
  incomeBand: IncomeBand | null;
  bureau: BureauReport;
}

/**
 * Why the engine hands an application to a person instead of deciding it.
 * `identity_in_use`: the Aadhaar or PAN is another customer's (set by the API's
 * underwriting job, never by `underwrite()`; decision 064). `card_photos`: the
 * identity rests on card photos, the last resort, which a person checks (issue 31).
 * `kyc_review`: a verified mode whose check is not clean (the Aadhaar file's
 * mobile is not the borrower's, the face match doubtful or not run; decision 078).
 */
export const REFER_REASONS = [
  'score_in_band',
  'no_history',
  'identity_in_use',
  'card_photos',
  'kyc_review',
] as const;
export type ReferReason = (typeof REFER_REASONS)[number];

/** The line the engine would offer: what an approval grants, or what a referral suggests. */
export interface CreditOffer {
  product: LoanProduct['kind'];
  quotaPaise: Paise;
  dailyRatePpm: RatePpm;
}

export type UnderwritingDecision =
  | { outcome: 'rejected'; reason: RejectionReason; reapplyOn: string }
  | ({ outcome: 'approved' } & CreditOffer)
  | ({ outcome: 'referred'; referReason: ReferReason } & CreditOffer);

/** The first rule the applicant fails, in the documented order, or null. */
function rejectionFor(input: UnderwritingInput, policy: UnderwritingPolicy): RejectionReason | null {
  if (!input.resident) return 'not_resident';
  const age = ageOn(input.birth, input.today);
  if (age < policy.minAge) return 'underage';
  if (age > policy.maxAge) return 'over_max_age';
  const found = input.bureau.status === 'found' ? input.bureau : null;
  if (found?.birthOnRecord != null && found.birthOnRecord !== input.birth) return 'age_mismatch';
  if (found?.nameMatches === false) return 'incorrect_data';
  // A thin file may go to a person (policy.referNoHistory), but only a salaried one with the income.
  if (found === null && !(policy.referNoHistory && input.occupation === 'office_employee'))
    return 'no_credit_history';
  if (found?.delinquent) return 'bad_payment_history';
  if (found && found.score < policy.minScore) return 'low_credit_score';
  if (annualIncomePaise(input.incomeBand) < policy.minAnnualIncomePaise) return 'income_below_minimum';
  return null;
}

/** 'YYYY-MM-DD' `n` days later. India keeps no daylight saving, so a day is always 24 hours. */
function addDays(day: string, n: number): string {
  const ms = toEpochMs(day);
  assert(ms !== null, INVALID_DATE);
  return istDayKey(ms + n * 86_400_000);
}

/**
 * The review of an application (spec §4): the first failed rule rejects it
 * until `reapplyOn`; otherwise the bureau score's tier sets the quota and the
 * daily rate of the product the occupation qualifies for (salaried: salary loan).
 * A score in the refer band (`minScore` up to `referBelowScore`), or no
 * history when the policy refers those, goes to a person with that offer as
 * the suggestion (decision 031).
 */
export function underwrite(
  input: UnderwritingInput,
  policy: UnderwritingPolicy = DEFAULT_UNDERWRITING_POLICY,
): UnderwritingDecision {
  const reason = rejectionFor(input, policy);
  if (reason !== null) {
    const reapplyOn = addDays(input.today, policy.reapplyAfterDays);
    return { outcome: 'rejected', reason, reapplyOn };
  }
  const kind = input.occupation === 'office_employee' ? 'salary' : 'personal';
  const product = productFor(kind, policy.products);
  // No history: the suggestion is the worst tier's, the most careful line.
  const score = input.bureau.status === 'found' ? input.bureau.score : null;
  const tier = score === null ? policy.riskTiers[0] : riskTierFor(score, policy.riskTiers);
  const offer: CreditOffer = {
    product: kind,
    quotaPaise: quotaFor(monthlyIncomePaise(input.incomeBand), tier, product, policy.quotaStepPaise),
    dailyRatePpm: dailyRateFor(tier, product),
  };
  if (score === null) return { outcome: 'referred', referReason: 'no_history', ...offer };
  if (score < policy.referBelowScore) return { outcome: 'referred', referReason: 'score_in_band', ...offer };
  return { outcome: 'approved', ...offer };
}
