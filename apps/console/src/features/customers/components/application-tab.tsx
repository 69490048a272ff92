import type { CustomerRecord } from '@app/contract';
import { Table } from 'antd';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { StateTag } from './state-tag';

type Row = CustomerRecord['applications'][number];

/** Every application of the customer, newest first, with its decision. */
export function ApplicationTab({ applications }: { applications: Row[] }) {
  return (
    <Table<Row>
      data-testid="applications-table"
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={applications}
      locale={{ emptyText: 'No application yet.' }}
      columns={[
        { title: 'State', dataIndex: 'state', render: (state: string) => <StateTag state={state} /> },
        { title: 'Submitted', dataIndex: 'submittedAt', render: formatDateTime },
        { title: 'Decided', dataIndex: 'decidedAt', render: formatDateTime },
        {
          title: 'Decision',
          key: 'decision',
          render: (_, row) =>
            row.state === 'approved'
              ? `${row.product ?? ''} line of ${rupees(row.quotaPaise)}`
              : (row.rejectionReason?.replaceAll('_', ' ') ?? '—'),
        },
        {
          title: 'Rate',
          dataIndex: 'dailyRatePpm',
          render: (ppm: number | null) => (ppm === null ? '—' : `${ppm / 10_000}% a day`),
        },
        { title: 'Reviews', dataIndex: 'reviewCount', align: 'right' },
        { title: 'May reapply', dataIndex: 'reapplyAt', render: formatDateTime },
      ]}
    />
  );
}
