import type { CustomerRecord } from '@app/contract';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { percentADay } from '@/lib/rate';
import { StateTag } from './state-tag';

type Row = CustomerRecord['applications'][number];

/** Every application of the customer, newest first, with its decision. */
export function ApplicationTab({ applications }: { applications: Row[] }) {
  return (
    <DataList<Row>
      testId="applications-table"
      rowKey="id"
      rows={applications}
      emptyText="No application yet."
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
          render: percentADay,
        },
        { title: 'Reviews', dataIndex: 'reviewCount', align: 'right' },
        { title: 'May reapply', dataIndex: 'reapplyAt', render: formatDateTime },
      ]}
    />
  );
}
