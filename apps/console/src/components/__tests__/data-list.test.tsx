import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, byTestId, cleanup, click, pageText, renderScreen, rows, type } from '@/testing/screen';
import { DataList, sorters } from '../data-list';

interface Loan {
  id: string;
  phone: string;
  amountPaise: number;
}

const LOANS: Loan[] = [
  { id: 'a', phone: '98****0001', amountPaise: 300 },
  { id: 'b', phone: '97****0002', amountPaise: 100 },
  { id: 'c', phone: '96****0003', amountPaise: 200 },
];
const columns = [
  { title: 'Loan', dataIndex: 'id' },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Amount', dataIndex: 'amountPaise', sorter: sorters.number((row: Loan) => row.amountPaise) },
];
const ids = () => rows('list').map((r) => r[0]);

afterEach(cleanup);

describe('DataList', () => {
  it('searches and sorts the rows the browser holds', async () => {
    await renderScreen(
      <DataList<Loan>
        testId="list"
        rowKey="id"
        columns={columns}
        rows={LOANS}
        search={{ placeholder: 'Phone', text: (row) => row.phone }}
      />,
      '/',
    );
    expect(ids()).toEqual(['a', 'b', 'c']);
    await click(byTestId('list')?.querySelector('th.ant-table-column-has-sorters') ?? null);
    expect(ids()).toEqual(['b', 'c', 'a']);
    await type(byTestId('list-search'), '0003');
    expect(ids()).toEqual(['c']);
    await type(byTestId('list-search'), 'none');
    expect(pageText()).toContain('Nothing matches the search');
  });

  it('asks the server for a page beyond the first, and for older rows by cursor', async () => {
    const onChange = vi.fn();
    const onMore = vi.fn();
    await renderScreen(
      <DataList<Loan>
        testId="list"
        rowKey="id"
        columns={columns}
        rows={LOANS}
        server={{ page: 1, pageSize: 3, total: 7, onChange }}
        more={{ hasMore: true, onMore, label: 'Older entries' }}
      />,
      '/',
    );
    expect([...document.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    await click(document.querySelector('.ant-pagination-item-2 a'));
    expect(onChange).toHaveBeenCalledWith(2, 3);
    await click(button('Older entries'));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('a row that opens a detail is focusable and opens on Enter, Space or a click, not from a button in it', async () => {
    const onOpen = vi.fn();
    const onButton = vi.fn();
    await renderScreen(
      <DataList<Loan>
        testId="list"
        rowKey="id"
        columns={[
          ...columns,
          {
            title: '',
            key: 'act',
            render: () => (
              <button type="button" onClick={onButton}>
                Retry
              </button>
            ),
          },
        ]}
        rows={LOANS}
        onOpen={onOpen}
      />,
      '/',
    );
    const [first, second] = [
      ...(byTestId('list')?.querySelectorAll<HTMLElement>('tbody tr.ant-table-row') ?? []),
    ];
    expect(first?.tabIndex).toBe(0);
    const press = (row: HTMLElement | undefined, key: string) =>
      act(() => {
        row?.focus();
        row?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    press(first, 'Enter');
    press(second, ' ');
    press(second, 'a');
    expect(onOpen.mock.calls.map(([row]) => row.id)).toEqual(['a', 'b']);
    await click(button('Retry', first));
    expect(onButton).toHaveBeenCalledOnce();
    expect(onOpen).toHaveBeenCalledTimes(2);
    await click(first?.querySelector('td') ?? null);
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('says when it is empty, and shows a failed load with Try again', async () => {
    const onRefresh = vi.fn();
    await renderScreen(
      <DataList<Loan>
        testId="list"
        rowKey="id"
        columns={columns}
        rows={[]}
        emptyText="No loans"
        error={new Error('The server cannot be reached.')}
        onRefresh={onRefresh}
      />,
      '/',
    );
    expect(pageText()).toContain('No loans');
    expect(pageText()).toContain('The server cannot be reached.');
    await click(button('Try again'));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
