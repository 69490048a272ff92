import type { MessageTemplate } from './templates';

/** The screens a message can lead to: where the reader acts on what it says. */
export const MESSAGE_TARGET_PAGES = [
  'bill',
  'agreements',
  'loan',
  'home',
  'coupons',
  'settings',
  'feedback',
] as const;
export type MessageTargetPage = (typeof MESSAGE_TARGET_PAGES)[number];

/** Screens about one loan: the message names it by its orderNo, the link needs the order. */
export const ORDER_TARGET_PAGES: ReadonlySet<MessageTargetPage> = new Set(['bill', 'agreements']);

/**
 * Where each message leads. A template without an entry has no link: its
 * text is the whole story (a new template chooses its screen here).
 */
const TARGETS = {
  documents_signed: 'agreements',
  loan_disbursed: 'loan',
  payout_failed: 'home',
  order_canceled: 'home',
  payout_bank_update_requested: 'home',
  order_canceled_by_lender: 'home',
  application_submitted: 'home',
  application_approved: 'home',
  application_rejected: 'home',
  application_identity_failed: 'home',
  repayment_received: 'bill',
  repayment_short: 'bill',
  loan_settled: 'bill',
  loan_extended: 'bill',
  loan_cooling_off_exit: 'bill',
  repayment_failed: 'bill',
  repayment_reminder: 'bill',
  mandate_debit_notice: 'bill',
  mandate_debit_cancelled: 'bill',
  mandate_debit_failed_funds: 'bill',
  mandate_debit_failed_funds_charged: 'bill',
  mandate_debit_failed_declined: 'bill',
  mandate_debit_failed_error: 'bill',
  mandate_debit_refund: 'bill',
  repayment_due_today: 'bill',
  repayment_overdue: 'bill',
  penal_levied: 'bill',
  limit_offer: 'loan',
  account_deletion_requested: 'settings',
  welcome_coupon: 'coupons',
  home_screen_coupon: 'coupons',
  staff_coupon: 'coupons',
  referral_reward: 'coupons',
  referral_bonus: 'coupons',
  feedback_replied: 'feedback',
} as const satisfies Partial<Record<MessageTemplate, MessageTargetPage>>;

export function messageTargetPage(template: string): MessageTargetPage | null {
  return Object.hasOwn(TARGETS, template) ? TARGETS[template as keyof typeof TARGETS] : null;
}
