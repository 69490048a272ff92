import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataList, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { type PayoutProblem, rupees } from './money-api';
import { usePayoutProblems } from './money-queries';
import { PayoutActions } from './payout-actions';
import { PayoutCancelModal } from './payout-cancel-modal';
import { KIND_TAG, PAYOUT_NEXT_STEP, PAYOUT_REASONS } from './payout-reasons';

/** The failure in words, with what can be done about it. */
function Reason({ row }: { row: PayoutProblem }) {
  if (!row.failureReason) return <>No answer since {formatDateTime(row.requestedAt)}</>;
  const kind = row.failureKind;
  return (
    <Space orientation="vertical" size={0}>
      <span>
        {kind && <Tag color={KIND_TAG[kind].color}>{KIND_TAG[kind].label}</Tag>}
        {PAYOUT_REASONS[row.failureReason] ?? row.failureReason}
      </span>
      {kind && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {PAYOUT_NEXT_STEP[kind]}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Payouts that failed or hang in disbursing: why, and retry, ask the borrower for their account, or cancel. */
export function PayoutFailuresTab() {
  const list = usePayoutProblems();
  const [canceling, setCanceling] = useState<PayoutProblem | null>(null);

  const columns: ColumnsType<PayoutProblem> = [
    { title: 'Order', dataIndex: 'orderNo', width: 160 },
    {
      title: 'Borrower',
      key: 'borrower',
      width: 150,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/customers/${row.customerId}`} data-testid={`customer-${row.orderNo}`}>
            {row.customerName ?? 'Open customer'}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.phone}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amountPaise',
      width: 120,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.amountPaise),
    },
    {
      title: 'State',
      dataIndex: 'state',
      width: 80,
      render: (state: PayoutProblem['state']) =>
        state === 'disburse_failed' ? <Tag color="red">Failed</Tag> : <Tag color="orange">Stuck</Tag>,
    },
    { title: 'Reason', key: 'reason', render: (_, row) => <Reason row={row} /> },
    {
      title: 'Account',
      key: 'account',
      width: 130,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          {row.account}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.ifsc}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Fix by (IST)',
      dataIndex: 'fixBy',
      width: 150,
      render: formatDateTime,
      sorter: sorters.text((row) => row.fixBy),
    },
    { title: 'Try', dataIndex: 'attempt', width: 50, align: 'right' },
    {
      title: 'Action',
      key: 'action',
      width: 190,
      render: (_, row) => <PayoutActions row={row} onCancel={setCanceling} />,
    },
  ];

  return (
    <>
      <DataList
        testId="payout-table"
        rowKey="orderId"
        columns={columns}
        {...queuePagesListProps(list)}
        intro="A bank refusal waits for the borrower's new bank account until the fix-by time, then the order is canceled. A gateway error can be retried; a timeout is checked with the gateway before any retry."
        search={{
          placeholder: 'Order, name or phone',
          text: (row) => `${row.orderNo} ${row.customerName ?? ''} ${row.phone}`,
        }}
        emptyText="No failed or stuck payouts"
      />
      <PayoutCancelModal row={canceling} onClose={() => setCanceling(null)} />
    </>
  );
}
