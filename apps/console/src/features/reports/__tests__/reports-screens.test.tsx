import { afterEach, describe, expect, it } from 'vitest';
import { byTestId, cleanup, click, pageText, renderScreen, serve } from '@/testing/screen';
import type { Report } from '../reports-api';
import ReportsPage from '../reports-page';

const BASE = '/api/staff/v1/reports';

const DISBURSALS: Report = {
  name: 'disbursals',
  from: '2026-11-01',
  to: '2026-11-27',
  columns: [
    { key: 'day', kind: 'text' },
    { key: 'orderNo', kind: 'text' },
    { key: 'principalPaise', kind: 'paise' },
  ],
  rows: [{ day: '2026-11-02', orderNo: 'RS202611020001', principalPaise: 1_000_000 }],
  totals: { principalPaise: 1_000_000 },
};

afterEach(cleanup);

describe('Reports', () => {
  it('shows the register with its totals in rupees, and asks the server for the CSV and the bureau file', async () => {
    const calls = serve({
      [`GET ${BASE}/disbursals`]: [200, DISBURSALS],
      [`POST ${BASE}/bureau-file`]: [200, 'HD'],
    });
    await renderScreen(<ReportsPage />, '/reports');
    expect(pageText()).toContain('Disbursal register');
    expect(pageText()).toContain('RS202611020001');
    expect(pageText()).toContain('₹10,000.00');
    await click(byTestId('bureau-file'));
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toContain(`POST ${BASE}/bureau-file`);
  });
});
