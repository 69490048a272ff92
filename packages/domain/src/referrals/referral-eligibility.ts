/**
 * Why a referral earns nothing (shown to the user as "not eligible"): a
 * friend who is the referrer, under another phone number (the same PAN or
 * bank account), or a PAN or account already rewarded under this referrer
 * through another friend; and, for the repayment reward, a loan that fell
 * overdue when the rules ask for on-time repayment.
 */
export const REFERRAL_BLOCKS = [
  'self',
  'same_pan',
  'same_bank_account',
  'pan_already_rewarded',
  'account_already_rewarded',
  'repaid_late',
] as const;
export type ReferralBlock = (typeof REFERRAL_BLOCKS)[number];

/** Keyed hashes (never the numbers) of a person's PAN and bank accounts. */
export interface Fingerprints {
  pans: readonly string[];
  accounts: readonly string[];
}

export interface EligibilityFacts {
  referrerId: string;
  friendId: string;
  /** The friend's PAN and the account the loan was paid to. */
  friend: { pan: string | null; account: string | null };
  /** Every PAN and account the referrer has given us. */
  referrer: Fingerprints;
  /** Those of the referrer's other friends who were rewarded. */
  rewarded: Fingerprints;
}

const among = (value: string | null, list: readonly string[]) => value !== null && list.includes(value);

/** The first reason the friend's loan earns nothing, or null when it earns. */
export function referralBlock(facts: EligibilityFacts): ReferralBlock | null {
  const { friend } = facts;
  if (facts.friendId === facts.referrerId) return 'self';
  if (among(friend.pan, facts.referrer.pans)) return 'same_pan';
  if (among(friend.account, facts.referrer.accounts)) return 'same_bank_account';
  if (among(friend.pan, facts.rewarded.pans)) return 'pan_already_rewarded';
  if (among(friend.account, facts.rewarded.accounts)) return 'account_already_rewarded';
  return null;
}
