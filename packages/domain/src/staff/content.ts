import type { Lang } from '../i18n/lang';
import type { MessageTargetPage } from '../messages/targets';

/**
 * Who a campaign of the console's content section reaches. The names live
 * here; the one SQL predicate of each is in apps/api/src/modules/content/segments.ts.
 */
export const CONTENT_SEGMENTS = ['all', 'approved_no_loan', 'open_loan', 'repaid'] as const;
export type ContentSegment = (typeof CONTENT_SEGMENTS)[number];

export const CONTENT_SEGMENT_LABELS: Readonly<Record<ContentSegment, string>> = {
  all: 'All customers',
  approved_no_loan: 'Approved, no open loan',
  open_loan: 'With an open loan',
  repaid: 'Repaid a loan',
};

/**
 * Screens a staff-written message may lead to. Not a bill or agreements: those
 * need one loan, and a message to many customers names none.
 */
export const STAFF_MESSAGE_TARGETS = [
  'home',
  'loan',
  'coupons',
  'settings',
  'feedback',
] as const satisfies readonly MessageTargetPage[];
export type StaffMessageTarget = (typeof STAFF_MESSAGE_TARGETS)[number];

export function isStaffMessageTarget(value: unknown): value is StaffMessageTarget {
  return typeof value === 'string' && (STAFF_MESSAGE_TARGETS as readonly string[]).includes(value);
}

/** Bounds of the texts staff write: a title fits one line of the message list, a body one screen. */
export const STAFF_MESSAGE_LIMITS = { titleMax: 80, bodyMax: 1000 } as const;

/**
 * Bounds of a coupon given from the console. Face value Rs 1 - Rs 500: a
 * goodwill gesture or a promotion, not a way to forgive a loan (that is a
 * ledger adjustment with its own approval). Validity 1-90 days: long enough
 * to reach the next repayment of a 3-month loan, short enough that a
 * forgotten campaign does not stay a liability. A minimum amount up to
 * Rs 1,00,000 (above any product's limit would make it unusable anyway).
 */
export const COUPON_GRANT_LIMITS = {
  minFacePaise: 100,
  maxFacePaise: 50_000,
  minDays: 1,
  maxDays: 90,
  maxMinAmountPaise: 10_000_000,
} as const;

/** The message stored for a staff-written text: its three languages travel in params. */
export const STAFF_MESSAGE_TEMPLATE = 'staff_message';

export interface StaffMessageTexts {
  title: Record<Lang, string>;
  body: Record<Lang, string>;
}

/** The params a staff message is stored with (flat, as every message's params are). */
export function staffMessageParams(texts: StaffMessageTexts, target: StaffMessageTarget | null) {
  const params: Record<string, string> = {};
  for (const lang of ['en', 'hi', 'zh'] as const) {
    params[`title_${lang}`] = texts.title[lang];
    params[`body_${lang}`] = texts.body[lang];
  }
  if (target) params.target = target;
  return params;
}

/** The reader's language of a stored staff message, English when that language is missing. */
export function renderStaffMessage(
  params: Readonly<Record<string, string | number>>,
  lang: Lang,
): { title: string; body: string } {
  const pick = (field: 'title' | 'body') => String(params[`${field}_${lang}`] ?? params[`${field}_en`] ?? '');
  return { title: pick('title'), body: pick('body') };
}
