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
