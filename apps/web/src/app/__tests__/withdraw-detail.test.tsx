import type { OrderView } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WithdrawDetailPage from '@/app/routes/loan/withdraw-detail';
import { formatPaise } from '@/lib/money';
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
    expect(byTestId('fig-period')?.textContent).toContain('20-11-2026');
    expect(byTestId('fig-interest')?.textContent).toContain(formatPaise(QUOTE.interestPaise));
  });

  it('shows the books’ schedule once disbursed: due days from the payout, interest after a part payment', async () => {
    const books = QUOTE.schedule.map((row) => ({
      ...row,
      dueDay: `2026-12-${String(row.number * 2 + 2).padStart(2, '0')}`,
      interestPaise: row.number === 1 ? 4_321 : row.interestPaise,
      totalPaise: row.principalPaise + (row.number === 1 ? 4_321 : row.interestPaise),
    }));
    await openOrder({
      ...ORDER,
      state: 'disbursed',
      disbursedAt: '2026-11-22T05:00:00.000Z',
      schedule: books,
    });
    expect(firstRow()).toContain('04-12-2026');
    expect(firstRow()).toContain('₹43.21');
    expect(firstRow()).not.toContain('02-12-2026');
    // The loan period runs from the payout day; its interest is the books'.
    expect(byTestId('fig-period')?.textContent).toContain('22-11-2026');
    expect(byTestId('fig-period')?.textContent).toContain('14-12-2026');
    const interest = books.reduce((s, row) => s + row.interestPaise, 0);
    expect(byTestId('fig-interest')?.textContent).toContain(formatPaise(interest));
    expect(byTestId('fig-total-repayable')?.textContent).toContain(formatPaise(QUOTE.amountPaise + interest));
  });
});
