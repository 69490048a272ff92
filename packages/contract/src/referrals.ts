import { COUPON_KINDS, REFERRAL_BASES, REFERRAL_BLOCKS, REFERRAL_REWARD_KINDS } from '@app/domain';
import { z } from 'zod';
import { IsoDateTime } from './common';

const Paise = z.number().int();

const ruleFields = {
  ratePpm: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .meta({ description: 'Parts per million of the base (2% = 20000)' }),
  base: z.enum(REFERRAL_BASES),
  capPaise: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .meta({ description: 'The most one reward pays; 0 = no cap' }),
  couponKind: z.enum(COUPON_KINDS),
};

export const ReferralRuleSchema = z.object(ruleFields).meta({ id: 'ReferralRule' });

/** The refer-and-earn rules, as configured (docs/decisions/022). */
export const ReferralRulesSchema = z
  .object({
    channel: z.string(),
    signupBonus: ReferralRuleSchema,
    firstLoan: ReferralRuleSchema,
    disbursal: ReferralRuleSchema,
    repayment: ReferralRuleSchema,
    repaymentOnTimeOnly: z.boolean(),
    couponValidDays: z.number().int(),
  })
  .meta({ id: 'ReferralRules' });

/** REFERRAL_RULES: any part of the rules over the defaults; unknown keys are a configuration error. */
export const ReferralRulesPatchSchema = z
  .object({
    channel: z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .optional(),
    signupBonus: z.object(ruleFields).partial().strict().optional(),
    firstLoan: z.object(ruleFields).partial().strict().optional(),
    disbursal: z.object(ruleFields).partial().strict().optional(),
    repayment: z.object(ruleFields).partial().strict().optional(),
    repaymentOnTimeOnly: z.boolean().optional(),
    couponValidDays: z.number().int().min(1).max(3650).optional(),
  })
  .strict();

export const ReferralRewardViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(REFERRAL_REWARD_KINDS),
    amountPaise: Paise.meta({ description: 'What the rules gave; 0 paid when not eligible' }),
    state: z.enum(['credited', 'not_eligible']),
    reason: z.enum(REFERRAL_BLOCKS).nullable(),
    /** The last 4 digits of the other person's phone: the friend, or the referrer for a sign-up bonus. */
    peerPhoneLast4: z.string(),
    couponId: z.uuid().nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'ReferralReward' });
export type ReferralRewardView = z.infer<typeof ReferralRewardViewSchema>;

export const ReferralSummarySchema = z
  .object({
    code: z.string().meta({ description: '8 unambiguous capitals and digits, the same every time' }),
    link: z.string().meta({ description: 'The app with ?p=<channel>&ref=<code> before the hash route' }),
    friends: z.number().int().meta({ description: 'Friends who signed up with the code' }),
    earningFriends: z.number().int().meta({ description: 'Friends whose loans earned a reward' }),
    totalPaise: Paise.meta({ description: 'Rewards credited to this customer' }),
    rules: ReferralRulesSchema,
    rewards: z.array(ReferralRewardViewSchema).meta({ description: 'Newest first, the last 100' }),
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

/** A code a friend gives at sign-up: anything that is not a known code is ignored, never an error. */
export const ReferralCodeInputSchema = z
  .string()
  .max(64)
  .optional()
  .meta({ description: "A friend's referral code (the link's `ref`); unknown codes are ignored" });
