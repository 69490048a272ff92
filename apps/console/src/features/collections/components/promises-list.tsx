import type { CollectionPromise } from '@app/contract';
import { Table, Tag } from 'antd';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { PROMISE_COLOURS } from '../collection-labels';

/** Promises to pay, newest first: kept or broken is decided from the books by the daily job. */
export function PromisesList({ promises }: { promises: readonly CollectionPromise[] }) {
  return (
    <Table<CollectionPromise>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={promises as CollectionPromise[]}
      data-testid="collection-promises"
      locale={{ emptyText: 'No promise to pay' }}
      columns={[
        { title: 'By', dataIndex: 'promisedOn', width: 120 },
        { title: 'Amount', dataIndex: 'amountPaise', width: 130, render: (p: number) => rupees(p) },
        {
          title: 'State',
          dataIndex: 'state',
          width: 110,
          render: (state: CollectionPromise['state']) => (
            <Tag color={PROMISE_COLOURS[state]} data-testid={`promise-state-${state}`}>
              {state}
            </Tag>
          ),
        },
        {
          title: 'Paid toward it',
          dataIndex: 'paidPaise',
          width: 140,
          render: (p: number | null) => rupees(p),
        },
        { title: 'Made', dataIndex: 'createdAt', render: formatDateTime },
        { title: 'Collector', dataIndex: 'staffName', width: 140 },
      ]}
    />
  );
}
