import type { DashboardView } from '@app/contract';
import { Table } from 'antd';
import { DataList } from '@/components/data-list';
import { rupees } from '@/lib/money';

type Bucket = DashboardView['overdue'][number];

/** The four DPD buckets, with a total row: how many loans are late and what they owe. */
export function OverdueTable({ buckets, loading }: { buckets: Bucket[]; loading: boolean }) {
  const count = buckets.reduce((sum, b) => sum + b.count, 0);
  const owed = buckets.reduce((sum, b) => sum + b.outstandingPaise, 0);
  return (
    <DataList<Bucket>
      testId="overdue-table"
      rowKey="key"
      loading={loading}
      rows={buckets}
      columns={[
        { title: 'Days past due (oldest unpaid instalment)', dataIndex: 'label' },
        { title: 'Loans', dataIndex: 'count', align: 'right', width: 140 },
        { title: 'Outstanding', dataIndex: 'outstandingPaise', align: 'right', width: 220, render: rupees },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>All overdue</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong>{count}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <strong>{rupees(owed)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
