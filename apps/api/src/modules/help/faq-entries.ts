import type { FaqCategory } from '@app/contract';
import type { FaqFacts } from './faq-facts';

interface FaqEntryDef {
  id: string;
  category: FaqCategory;
  /** Shown only when this holds for the running configuration (a coupon set to 0 is not advertised). */
  when?: (facts: FaqFacts) => boolean;
}

/**
 * The questions of the help center, in the order they are listed. The texts
 * are in faq-text/<lang>.ts, typed by FaqId so that a question cannot lack a
 * language. Content lives in code for now; the operations console (a later
 * issue) moves it to the database behind the same routes.
 */
export const FAQ_ENTRIES = [
  { id: 'apply-who', category: 'applying' },
  { id: 'apply-time', category: 'applying' },
  { id: 'apply-photos', category: 'applying' },
  { id: 'apply-rejected', category: 'applying' },
  { id: 'loan-amounts', category: 'loan' },
  { id: 'loan-fees', category: 'loan' },
  { id: 'loan-interest', category: 'loan' },
  { id: 'loan-kfs', category: 'loan' },
  { id: 'loan-second', category: 'loan' },
  { id: 'disbursal-time', category: 'disbursal' },
  { id: 'disbursal-failed', category: 'disbursal' },
  { id: 'disbursal-cooling-off', category: 'disbursal' },
  { id: 'repay-how', category: 'repayment' },
  { id: 'repay-utr', category: 'repayment' },
  { id: 'repay-pending', category: 'repayment' },
  { id: 'repay-early', category: 'repayment' },
  { id: 'repay-late', category: 'repayment' },
  { id: 'extension-what', category: 'extension' },
  { id: 'extension-how', category: 'extension' },
  { id: 'account-otp', category: 'account' },
  { id: 'account-bank', category: 'account' },
  { id: 'account-delete', category: 'account' },
  { id: 'account-safety', category: 'account' },
  { id: 'account-language', category: 'account' },
  { id: 'account-complaint', category: 'account' },
  { id: 'coupons-kinds', category: 'coupons' },
  { id: 'coupons-welcome', category: 'coupons', when: (facts) => facts.welcomeCouponPaise > 0 },
  { id: 'coupons-home-screen', category: 'coupons', when: (facts) => facts.homeScreenCouponPaise > 0 },
  { id: 'coupons-referral', category: 'coupons' },
] as const satisfies readonly FaqEntryDef[];

export type FaqId = (typeof FAQ_ENTRIES)[number]['id'];
