// Issue 35: a CSV carries each amount exactly in rupees with two decimals, under a `*_rupees`
// header, and the same row reads the same paisa in the JSON the console shows (decision 092).
import { istDayKey } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, everyDriver, useTestApp } from '../../../test/test-app';
import { csvField, csvRupees, type ReconLine, reconciliationCsv } from '../reconciliation';

const line = (over: Partial<ReconLine>): ReconLine => ({
  type: 'collection',
  orderNo: 'RS202611270001',
  reference: 'RP-1',
  utr: '412345678901',
  recordPaise: 172_667,
  ledgerPaise: 172_667,
  status: 'matched',
  ...over,
});

describe('amounts in a CSV', () => {
  it('are rupees with exactly two decimals, from integer paise', () => {
    expect(csvRupees(172_667)).toBe('1726.67');
    expect(csvRupees(765_780)).toBe('7657.80');
    expect(csvRupees(0)).toBe('0.00');
    expect(csvRupees(5)).toBe('0.05');
    expect(csvRupees(-50)).toBe('-0.50');
    expect(csvRupees(12_34_56_789_01)).toBe('123456789.01');
    expect(csvRupees(null)).toBeNull();
    // Float division would have printed 0.30000000000000004 or lost the last paisa somewhere.
    for (const paise of [1, 10, 29, 30, 57, 99, 100_01, 1_00_00_007]) {
      expect(Number(csvRupees(paise)) * 100).toBeCloseTo(paise, 6);
    }
  });

  it('keep a negative amount a number, while a text that starts like a formula is still defused', () => {
    expect(csvField('-0.50')).toBe('-0.50');
    expect(csvField('-12')).toBe('-12');
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('the reconciliation CSV names its amount columns _rupees and carries 1726.67 for 172667 paise', () => {
    const csv = reconciliationCsv('2026-11-27', [
      line({}),
      line({ reference: 'RP-2', ledgerPaise: null, status: 'missing_in_ledger' }),
    ]);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('day,type,order_no,reference,utr,record_rupees,ledger_rupees,status');
    expect(rows[1]).toBe('2026-11-27,collection,RS202611270001,RP-1,412345678901,1726.67,1726.67,matched');
    expect(rows[2]).toBe('2026-11-27,collection,RS202611270001,RP-2,412345678901,1726.67,,missing_in_ledger');
    expect(rows).toContain('2026-11-27,total_collections,,,,3453.34,1726.67,1 not matched');
  });
});

describe.each(everyDriver)('the reconciliation, CSV and JSON, on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('carries the same amount to the paisa for the same row: a part-payment of ₹1,726.67', async () => {
    const { token } = await approvedCustomer(ctx, '9876547351', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    const paid = await payBySimulator(ctx, token, orderId, { kind: 'partial', amountPaise: 1_726_67 });
    expect(paid.amountPaise).toBe(1_726_67);

    const staff = (await staffSession(ctx, 'finance')).token;
    const day = istDayKey(ctx.clock.now());
    const get = (path: string) =>
      call(ctx.app, 'GET', `/api/staff/v1/money/${path}?day=${day}`, undefined, {
        headers: staffHeaders(staff),
      });
    const json = (await get('reconciliation')).json() as { lines: ReconLine[] };
    const csv = (await get('reconciliation.csv')).body.trimEnd().split('\r\n');
    const header = csv[0]?.split(',') ?? [];
    expect(header).toEqual([
      'day',
      'type',
      'order_no',
      'reference',
      'utr',
      'record_rupees',
      'ledger_rupees',
      'status',
    ]);

    const collection = json.lines.find((l) => l.type === 'collection');
    expect(collection).toMatchObject({ recordPaise: 1_726_67, ledgerPaise: 1_726_67, status: 'matched' });
    // Every JSON line is a CSV row with the same paisa, in order; the payout's amount too.
    expect(json.lines.length).toBeGreaterThanOrEqual(2);
    json.lines.forEach((l, i) => {
      const cells = csv[i + 1]?.split(',') ?? [];
      expect(cells[3]).toBe(l.reference);
      expect(cells[5]).toBe(l.recordPaise === null ? '' : csvRupees(l.recordPaise));
      expect(cells[6]).toBe(l.ledgerPaise === null ? '' : csvRupees(l.ledgerPaise));
      // And back: the CSV's rupees are the JSON's paise exactly.
      if (l.recordPaise !== null) expect(Math.round(Number(cells[5]) * 100)).toBe(l.recordPaise);
    });
    const row = csv.find((r) => r.split(',')[3] === collection?.reference);
    expect(row?.split(',').slice(5, 8)).toEqual(['1726.67', '1726.67', 'matched']);
  });
});
