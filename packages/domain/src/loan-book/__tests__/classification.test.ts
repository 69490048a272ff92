import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_CLASSES, classify, dpdBucket, isAssetClass } from '../classification';

describe('dpdBucket', () => {
  it('puts each boundary day in the RBI band it belongs to', () => {
    expect(dpdBucket(0)).toBe('0');
    expect(dpdBucket(1)).toBe('1-30');
    expect(dpdBucket(30)).toBe('1-30');
    expect(dpdBucket(31)).toBe('31-60');
    expect(dpdBucket(60)).toBe('31-60');
    expect(dpdBucket(61)).toBe('61-90');
    expect(dpdBucket(90)).toBe('61-90');
    expect(dpdBucket(91)).toBe('90+');
    expect(dpdBucket(4000)).toBe('90+');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => dpdBucket(-1)).toThrow(RangeError);
    expect(() => dpdBucket(1.5)).toThrow(RangeError);
    expect(() => classify(Number.NaN, false, true)).toThrow(RangeError);
  });
});

describe('classify', () => {
  it('follows IRACP: SMA-0 1-30, SMA-1 31-60, SMA-2 61-90, NPA above 90', () => {
    const at = (dpd: number) => classify(dpd, false, dpd === 0);
    expect(at(0)).toBe('standard');
    expect(at(1)).toBe('sma0');
    expect(at(30)).toBe('sma0');
    expect(at(31)).toBe('sma1');
    expect(at(60)).toBe('sma1');
    expect(at(61)).toBe('sma2');
    expect(at(90)).toBe('sma2');
    expect(at(91)).toBe('npa');
  });

  it('keeps an NPA an NPA until every arrear is paid, then upgrades it to standard', () => {
    expect(classify(40, true, false)).toBe('npa');
    expect(classify(5, true, false)).toBe('npa');
    expect(classify(0, true, true)).toBe('standard');
  });

  it('agrees with the bucket for a loan that never was an NPA', () => {
    const sameBand = { standard: '0', sma0: '1-30', sma1: '31-60', sma2: '61-90', npa: '90+' } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (dpd) => {
        const cls = classify(dpd, false, dpd === 0);
        expect(cls).not.toBe('written_off');
        expect(sameBand[cls as keyof typeof sameBand]).toBe(dpdBucket(dpd));
      }),
    );
  });

  it('never gives a worse class than NPA nor a better one once NPA with arrears', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (dpd) => {
        expect(classify(dpd, true, false)).toBe('npa');
      }),
    );
  });

  it('knows its class names', () => {
    for (const c of ASSET_CLASSES) expect(isAssetClass(c)).toBe(true);
    expect(isAssetClass('doubtful')).toBe(false);
  });
});
