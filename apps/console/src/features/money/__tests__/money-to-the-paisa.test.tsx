// Issue 35: the money screens show every amount to the paisa, the same figure the CSV carries.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, pageText, renderScreen, rows, serve } from '@/testing/screen';
import type { ReconSummary, UtrItem } from '../money-api';
import { ReconciliationTab } from '../reconciliation-tab';
import { UtrQueueTab } from '../utr-queue-tab';

const BASE = '/api/staff/v1/money';

const UTR: UtrItem = {
  id: 'r-1',
  orderNo: 'RS202611270003',
  phone: '96****5555',
  kind: 'partial',
  amountPaise: 172_667,
  utr: '412345678901',
  reference: 'RP-1',
  submittedAt: '2026-11-27T03:00:00.000Z',
  ageMinutes: 5,
  match: {
    utr: '412345678901',
    amountPaise: 172_600,
    narration: 'UPI/412345678901',
    creditedAt: '2026-11-27T03:01:00.000Z',
  },
};

afterEach(cleanup);

describe('money to the paisa', () => {
  it('the UTR queue row shows ₹1,726.67 for 172667 paise, and the statement credit it differs from', async () => {
    serve({ [`GET ${BASE}/utr`]: [200, { items: [UTR], total: 1 }] });
    await renderScreen(<UtrQueueTab />, '/money');
    const [row] = rows('utr-table');
    expect(row).toContain('₹1,726.67');
    expect(row?.join(' ')).toContain('Credit of ₹1,726.00');
    expect(pageText()).not.toMatch(/Rs |1,727/);
  });

  it('the reconciliation shows ₹7,657.80 where the CSV says 7657.80, in the row and the totals', async () => {
    const summary: ReconSummary = {
      day: '2026-11-27',
      lines: [
        {
          type: 'collection',
          orderNo: 'RS202611270004',
          reference: 'RP-2',
          utr: '412345678902',
          recordPaise: 765_780,
          ledgerPaise: 765_780,
          status: 'matched',
        },
      ],
      totals: {
        payoutsRecordPaise: 0,
        payoutsLedgerPaise: 0,
        collectionsRecordPaise: 765_780,
        collectionsLedgerPaise: 765_780,
        mandateDebitsRecordPaise: 0,
        mandateDebitsLedgerPaise: 0,
        mandateRefundsRecordPaise: 0,
        mandateRefundsLedgerPaise: 0,
        receiptsRecordPaise: 250_050,
        receiptsLedgerPaise: 250_050,
        suspenseRecordPaise: 0,
        suspenseLedgerPaise: 0,
        receiptRefundsRecordPaise: 0,
        receiptRefundsLedgerPaise: 0,
        matched: 1,
        problems: 0,
      },
    };
    serve({ [`GET ${BASE}/reconciliation`]: [200, summary] });
    await renderScreen(<ReconciliationTab />, '/money');
    const [row] = rows('recon-table');
    expect(row?.filter((cell) => cell === '₹7,657.80')).toHaveLength(2);
    expect(pageText()).toContain('Collected (gateway)₹7,657.80');
    expect(pageText()).toContain('Paid out (gateway)₹0.00');
    // Every totals row of the CSV has its figure on the screen, receipts included.
    expect(pageText()).toContain('Receipts (records)₹2,500.50');
    expect(pageText()).toContain('Receipt refunds (ledger)₹0.00');
  });
});
