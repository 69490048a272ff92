import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataList, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { type CoolingOffItem, rupees } from './money-api';
import { useCoolingOff } from './money-queries';

/** Loans the borrower left in the cooling-off window: what went out, what came back, and how the order closed. */
export function CoolingOffTab() {
  const list = useCoolingOff();

  const columns: ColumnsType<CoolingOffItem> = [
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    { title: 'Borrower', dataIndex: 'phone', width: 120 },
    {
      title: 'Principal',
      dataIndex: 'amountPaise',
      width: 120,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.amountPaise),
    },
    { title: 'Paid out', dataIndex: 'receivedPaise', width: 120, align: 'right', render: rupees },
    { title: 'Repaid', dataIndex: 'repaidPaise', width: 120, align: 'right', render: rupees },
    {
      title: 'Refund due',
      dataIndex: 'excessPaise',
      width: 120,
      align: 'right',
      render: (paise: number) =>
        paise > 0 ? <Typography.Text type="warning">{rupees(paise)}</Typography.Text> : '—',
    },
    { title: 'Disbursed (IST)', dataIndex: 'disbursedAt', width: 170, render: formatDateTime },
    { title: 'Closed (IST)', dataIndex: 'closedAt', width: 170, render: formatDateTime },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) =>
        row.orderState === 'canceled_cooling_off' && row.repaymentState === 'succeeded' ? (
          <Tag color="green">Closed</Tag>
        ) : (
          <Tag color="orange">
            Order {row.orderState}, repayment {row.repaymentState}
          </Tag>
        ),
    },
  ];

  return (
    <DataList
      testId="cooling-off-table"
      rowKey="orderId"
      columns={columns}
      {...queuePagesListProps(list)}
      intro="A cooling-off exit repays the principal and the interest of the days held; anything more is refunded."
      search={{ placeholder: 'Order or phone', text: (row) => `${row.orderNo} ${row.phone}` }}
      emptyText="No cooling-off cancellations"
    />
  );
}
