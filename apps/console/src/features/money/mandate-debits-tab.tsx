import { Segmented, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { DEBIT_STATES, FAILURE_REASONS, formatDay } from './mandate-labels';
import { rupees, type StaffMandateDebit, type StaffMandateDebitState } from './money-api';
import { useMandateDebits } from './money-queries';

/** Auto-debits (issue 32): every presentation of an instalment, its outcome, and any excess refunded. */
export function MandateDebitsTab() {
  const [state, setState] = useState<StaffMandateDebitState | 'all'>('all');
  const list = useMandateDebits(state === 'all' ? undefined : state);

  const columns: ColumnsType<StaffMandateDebit> = [
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    { title: 'Customer', dataIndex: 'phone', width: 120 },
    {
      title: 'Due day',
      dataIndex: 'dueDay',
      width: 120,
      render: formatDay,
      sorter: sorters.text((row) => row.dueDay),
    },
    { title: 'Try', dataIndex: 'attempt', width: 50, align: 'right' },
    {
      title: 'Amount',
      dataIndex: 'amountPaise',
      width: 120,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.amountPaise),
    },
    { title: 'Requested', dataIndex: 'requestedPaise', width: 120, align: 'right', render: rupees },
    {
      title: 'State',
      dataIndex: 'state',
      width: 110,
      render: (s: StaffMandateDebitState, row) => (
        <Tooltip title={row.settledAt ? `Settled ${formatDateTime(row.settledAt)}` : undefined}>
          <Tag color={DEBIT_STATES[s].color}>{DEBIT_STATES[s].label}</Tag>
        </Tooltip>
      ),
      sorter: sorters.text((row) => DEBIT_STATES[row.state].label),
    },
    {
      title: 'Failure reason',
      dataIndex: 'failureReason',
      render: (reason: string | null) => (reason ? (FAILURE_REASONS[reason] ?? reason) : '—'),
    },
    {
      title: 'Refund',
      key: 'refund',
      width: 170,
      align: 'right',
      render: (_, row) =>
        row.refundPaise > 0 ? (
          <span>
            {rupees(row.refundPaise)}{' '}
            {row.refundRef ? <Tag color="green">Paid</Tag> : <Tag color="orange">Owed</Tag>}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <DataList
      testId="mandate-debits-table"
      rowKey="id"
      columns={columns}
      {...queuePagesListProps(list)}
      intro={
        <Segmented
          data-testid="mandate-debits-state"
          value={state}
          onChange={(value) => setState(value as typeof state)}
          options={[
            { value: 'all', label: 'All' },
            ...Object.entries(DEBIT_STATES).map(([value, { label }]) => ({ value, label })),
          ]}
        />
      }
      search={{ placeholder: 'Order or phone', text: (row) => `${row.orderNo} ${row.phone}` }}
      emptyText={
        state === 'all' ? 'No auto-debits' : `No ${DEBIT_STATES[state].label.toLowerCase()} auto-debits`
      }
    />
  );
}
