// Issue 35 (decision 092): a report's CSV carries amounts in rupees with two decimals under `*_rupees`.
import { describe, expect, it } from 'vitest';
import { reportCsv } from '../reports-service';

describe('a report as CSV', () => {
  it('has amounts and amount totals _rupees, figures that are not amounts as they are', () => {
    const csv = reportCsv({
      name: 'ageing',
      from: '2026-11-01',
      to: '2026-11-27',
      columns: [
        { key: 'orderNo', kind: 'text' },
        { key: 'dpd', kind: 'number' },
        { key: 'principalPaise', kind: 'paise' },
      ],
      rows: [{ orderNo: 'RS1', dpd: 3, principalPaise: 172_667 }],
      totals: { principalPaise: 172_667, par1Bps: 10_000, bucket1To30Paise: 172_667, otherPaise: -150 },
    });
    expect(csv.trimEnd().split('\r\n')).toEqual([
      'orderNo,dpd,principal_rupees',
      'RS1,3,1726.67',
      'total,principal_rupees,1726.67',
      'total,par1Bps,10000',
      'total,bucket1To30_rupees,1726.67',
      'total,other_rupees,-1.50',
    ]);
  });
});
