import type { OrderView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WithdrawDetailPage from '@/app/routes/loan/withdraw-detail';
import { json, renderPage, settle } from '@/testing/harness';
import { ORDER, QUOTE } from '@/testing/order-fixtures';
import { byTestId, setupI18n } from '@/testing/test-utils';

function openOrder(order: OrderView) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith(`/orders/${order.id}`) ? json(200, order) : json(404, { code: 'NOT_FOUND' }),
    ),
  );
  renderPage(WithdrawDetailPage, `/withdrawDetail?id=${order.id}`);
  return settle();
}

const firstRow = () => byTestId('instalment-1')?.textContent ?? '';

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('/withdrawDetail', () => {
  it('shows the signed schedule before the payout', async () => {
    await openOrder(ORDER);
    expect(firstRow()).toContain('02-12-2026');
  });

  it('shows the books’ schedule once disbursed: due days from the payout, interest after a part payment', async () => {
    const books = QUOTE.schedule.map((row) => ({
      ...row,
      dueDay: `2026-12-${String(row.number * 2 + 2).padStart(2, '0')}`,
      interestPaise: row.number === 1 ? 4_321 : row.interestPaise,
      totalPaise: row.principalPaise + (row.number === 1 ? 4_321 : row.interestPaise),
    }));
    await openOrder({ ...ORDER, state: 'disbursed', schedule: books });
    expect(firstRow()).toContain('04-12-2026');
    expect(firstRow()).toContain('₹43.21');
    expect(firstRow()).not.toContain('02-12-2026');
  });
});
