import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../pricing/day-key';
import { DPD_BUCKETS, daysPastDue, dpdBucketKey, tallyDpd } from '../dpd-buckets';

describe('overdue buckets', () => {
  it('puts each boundary day in the right bucket', () => {
    expect(dpdBucketKey(0)).toBeNull();
    expect(dpdBucketKey(-3)).toBeNull();
    expect(dpdBucketKey(1)).toBe('dpd_1_30');
    expect(dpdBucketKey(30)).toBe('dpd_1_30');
    expect(dpdBucketKey(31)).toBe('dpd_31_60');
    expect(dpdBucketKey(60)).toBe('dpd_31_60');
    expect(dpdBucketKey(61)).toBe('dpd_61_90');
    expect(dpdBucketKey(90)).toBe('dpd_61_90');
    expect(dpdBucketKey(91)).toBe('dpd_90_plus');
    expect(dpdBucketKey(5000)).toBe('dpd_90_plus');
  });

  it('refuses what is not a whole number of days', () => {
    expect(dpdBucketKey(Number.NaN)).toBeNull();
    expect(dpdBucketKey(1.5)).toBeNull();
  });

  it('has buckets that touch without gaps or overlaps', () => {
    for (let i = 1; i < DPD_BUCKETS.length; i++) {
      expect(DPD_BUCKETS[i]?.from).toBe((DPD_BUCKETS[i - 1]?.to ?? Number.NaN) + 1);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (dpd) => {
        const matching = DPD_BUCKETS.filter((b) => dpd >= b.from && (b.to === null || dpd <= b.to));
        expect(matching).toHaveLength(1);
        expect(dpdBucketKey(dpd)).toBe(matching[0]?.key);
      }),
    );
  });

  it('counts days past due from the day after the due day, across months and years', () => {
    expect(daysPastDue('2025-01-30', '2025-01-30')).toBe(0);
    expect(daysPastDue('2025-01-30', '2025-01-29')).toBe(0);
    expect(daysPastDue('2025-01-30', '2025-01-31')).toBe(1);
    expect(daysPastDue('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysPastDue('2024-12-31', '2025-04-10')).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (n) => {
        expect(daysPastDue('2024-02-29', addDays('2024-02-29', n))).toBe(n);
      }),
    );
  });

  it('tallies per-day totals into four buckets, empty ones included', () => {
    const tallies = tallyDpd([
      { dpd: 0, count: 9, outstandingPaise: 999 },
      { dpd: 5, count: 2, outstandingPaise: 100 },
      { dpd: 30, count: 1, outstandingPaise: 50 },
      { dpd: 100, count: 1, outstandingPaise: 7 },
    ]);
    expect(tallies.map((t) => [t.key, t.count, t.outstandingPaise])).toEqual([
      ['dpd_1_30', 3, 150],
      ['dpd_31_60', 0, 0],
      ['dpd_61_90', 0, 0],
      ['dpd_90_plus', 1, 7],
    ]);
  });
});
