import { Button, Popconfirm, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataList, queryListProps, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { type PayoutProblem, rupees } from './money-api';
import { usePayoutProblems, useRetryPayout } from './money-queries';

const REASONS: Record<string, string> = {
  account_invalid: 'Account invalid',
  account_closed: 'Account closed',
  ifsc_invalid: 'IFSC invalid',
};

/** Why the retry button is off, in words finance can act on. */
function whyNot(row: PayoutProblem): string {
  if (row.retriedAt) return `Already retried at ${formatDateTime(row.retriedAt)}`;
  if (row.state === 'disburse_failed')
    return 'The bank refused this account: the borrower must change bank details before the fix-by time.';
  return 'Not stuck yet: the gateway is still within its expected time.';
}

/** Payouts that failed or hang in disbursing; retry where it can help, once per failure. */
export function PayoutFailuresTab() {
  const list = usePayoutProblems();
  const retry = useRetryPayout();

  const columns: ColumnsType<PayoutProblem> = [
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    { title: 'Borrower', dataIndex: 'phone', width: 110 },
    {
      title: 'Amount',
      dataIndex: 'amountPaise',
      width: 110,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.amountPaise),
    },
    {
      title: 'State',
      dataIndex: 'state',
      width: 90,
      render: (state: PayoutProblem['state']) =>
        state === 'disburse_failed' ? <Tag color="red">Failed</Tag> : <Tag color="orange">Stuck</Tag>,
    },
    {
      title: 'Reason',
      key: 'reason',
      render: (_, row) =>
        row.failureReason
          ? (REASONS[row.failureReason] ?? row.failureReason)
          : `No answer since ${formatDateTime(row.requestedAt)}`,
    },
    { title: 'Account', key: 'account', width: 180, render: (_, row) => `${row.account} · ${row.ifsc}` },
    {
      title: 'Fix by (IST)',
      dataIndex: 'fixBy',
      width: 160,
      render: formatDateTime,
      sorter: sorters.text((row) => row.fixBy),
    },
    { title: 'Try', dataIndex: 'attempt', width: 50, align: 'right' },
    {
      title: 'Action',
      key: 'action',
      width: 110,
      render: (_, row) =>
        row.retryable ? (
          <Popconfirm
            title={`Retry the payout of ${row.orderNo}?`}
            description="It goes to the gateway again through disbursal; once per failure."
            onConfirm={() => retry.run(row)}
          >
            <Button size="small" type="primary" data-testid={`retry-${row.orderNo}`}>
              Retry
            </Button>
          </Popconfirm>
        ) : (
          <Tooltip title={whyNot(row)}>
            <Button size="small" disabled>
              Retry
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <DataList
      testId="payout-table"
      rowKey="orderId"
      columns={columns}
      {...queryListProps(list)}
      intro="Failed payouts wait for the borrower's new bank details until the fix-by time, then the order is canceled."
      search={{ placeholder: 'Order or phone', text: (row) => `${row.orderNo} ${row.phone}` }}
      emptyText="No failed or stuck payouts"
    />
  );
}
