/**
 * What a contact attempt came to, as the collector records it. 'promised'
 * goes with a promise to pay (day and amount); the others stand alone.
 */
export const CALL_OUTCOMES = [
  'promised',
  'paid_already',
  'callback',
  'no_answer',
  'busy',
  'switched_off',
  'wrong_number',
  'refused',
  'dispute',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A contact entry: a call (an attempt, within the contact hours) or a note (the file only, any time). */
export const CONTACT_KINDS = ['call', 'note'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * A promise to pay is pending until its day; the daily job marks it kept once
 * the books hold at least its amount paid since it was made and by its day,
 * broken once its day has passed without that.
 */
export const PROMISE_STATES = ['pending', 'kept', 'broken'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/** How far ahead a promise may be made: a month is a collector's horizon, not a reschedule. */
export const PROMISE_MAX_DAYS_AHEAD = 30;

/** The queue's buckets of days past due (the loan book's dpdBucket without '0'). */
export const COLLECTION_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type CollectionBucket = (typeof COLLECTION_BUCKETS)[number];

/** Days-past-due bounds of a bucket, both inclusive (90+ has no top). */
export const BUCKET_DPD: Readonly<Record<CollectionBucket, { min: number; max: number | null }>> = {
  '1-30': { min: 1, max: 30 },
  '31-60': { min: 31, max: 60 },
  '61-90': { min: 61, max: 90 },
  '90+': { min: 91, max: null },
};
