import { Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { FAILURE_REASONS, formatDay, MANDATE_STATES, RAILS } from './mandate-labels';
import { rupees, type StaffMandate, type StaffMandateState } from './money-api';
import { useMandates } from './money-queries';

const NEXT: Record<NonNullable<StaffMandate['nextDebit']>['state'], string> = {
  scheduled: 'scheduled',
  notified: 'notified',
  requested: 'requested',
};

/** Auto-debit mandates (issue 32): who, which rail, its state and maximum, and the debit that comes next. */
export function MandatesTab() {
  const [state, setState] = useState<StaffMandateState | 'all'>('all');
  const list = useMandates(state === 'all' ? undefined : state);

  const columns: ColumnsType<StaffMandate> = [
    { title: 'Customer', dataIndex: 'phone', width: 120 },
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    {
      title: 'Rail',
      key: 'rail',
      width: 170,
      render: (_, row) => `${RAILS[row.rail]} · ${row.accountMasked}`,
    },
    {
      title: 'State',
      dataIndex: 'state',
      width: 110,
      render: (s: StaffMandateState, row) => (
        <Tag color={MANDATE_STATES[s].color} title={row.failureReason ?? row.revokedBy ?? undefined}>
          {MANDATE_STATES[s].label}
        </Tag>
      ),
      sorter: sorters.text((row) => MANDATE_STATES[row.state].label),
    },
    {
      title: 'Max a debit',
      dataIndex: 'maxAmountPaise',
      width: 130,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.maxAmountPaise),
    },
    {
      title: 'Created (IST)',
      dataIndex: 'createdAt',
      width: 170,
      render: formatDateTime,
      sorter: sorters.text((row) => row.createdAt),
    },
    {
      title: 'Next debit',
      key: 'next',
      render: (_, row) =>
        row.nextDebit ? (
          <span>
            {formatDay(row.nextDebit.dueDay)} · {rupees(row.nextDebit.amountPaise)}{' '}
            <Typography.Text type="secondary">({NEXT[row.nextDebit.state]})</Typography.Text>
          </span>
        ) : row.state === 'failed' && row.failureReason ? (
          (FAILURE_REASONS[row.failureReason] ?? row.failureReason)
        ) : (
          '—'
        ),
    },
  ];

  return (
    <DataList
      testId="mandates-table"
      rowKey="id"
      columns={columns}
      {...queuePagesListProps(list)}
      intro={
        <Segmented
          data-testid="mandates-state"
          value={state}
          onChange={(value) => setState(value as typeof state)}
          options={[
            { value: 'all', label: 'All' },
            ...Object.entries(MANDATE_STATES).map(([value, { label }]) => ({ value, label })),
          ]}
        />
      }
      search={{ placeholder: 'Order or phone', text: (row) => `${row.orderNo} ${row.phone}` }}
      emptyText={
        state === 'all'
          ? 'No auto-debit mandates'
          : `No ${MANDATE_STATES[state].label.toLowerCase()} mandates`
      }
    />
  );
}
