import { daysBetween } from '../pricing/day-key';

/**
 * Overdue buckets of the operations dashboard, by days past due (DPD) of a
 * loan's oldest unpaid instalment: the bands lenders in India report on
 * (RBI's SMA-0/1/2 stop at 90 days, where a loan turns non-performing).
 * `to` is inclusive; the last bucket is open-ended.
 */
export const DPD_BUCKETS = [
  { key: 'dpd_1_30', label: 'DPD 1-30', from: 1, to: 30 },
  { key: 'dpd_31_60', label: 'DPD 31-60', from: 31, to: 60 },
  { key: 'dpd_61_90', label: 'DPD 61-90', from: 61, to: 90 },
  { key: 'dpd_90_plus', label: 'DPD 90+', from: 91, to: null },
] as const;

export type DpdBucketKey = (typeof DPD_BUCKETS)[number]['key'];

/** Days past due on `today` of an instalment due on `dueDay` (0 until the day after it is due). */
export function daysPastDue(dueDay: string, today: string): number {
  return Math.max(0, daysBetween(dueDay, today));
}

/** The bucket of a loan `dpd` days past due, or null when it is not overdue. */
export function dpdBucketKey(dpd: number): DpdBucketKey | null {
  if (!Number.isInteger(dpd) || dpd < 1) return null;
  const bucket = DPD_BUCKETS.find((b) => dpd >= b.from && (b.to === null || dpd <= b.to));
  return bucket?.key ?? null;
}

export interface DpdTally {
  key: DpdBucketKey;
  label: string;
  count: number;
  outstandingPaise: number;
}

/**
 * Folds per-DPD totals (as a GROUP BY returns them) into the buckets, every
 * bucket present even when empty so a dashboard always shows four rows.
 */
export function tallyDpd(
  rows: readonly { dpd: number; count: number; outstandingPaise: number }[],
): DpdTally[] {
  const tallies = DPD_BUCKETS.map((b) => ({ key: b.key, label: b.label, count: 0, outstandingPaise: 0 }));
  for (const row of rows) {
    const key = dpdBucketKey(row.dpd);
    const tally = tallies.find((t) => t.key === key);
    if (!tally) continue;
    tally.count += row.count;
    tally.outstandingPaise += row.outstandingPaise;
  }
  return tallies;
}
