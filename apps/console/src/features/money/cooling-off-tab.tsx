import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '@/lib/format';
import { useList } from '@/lib/use-list';
import { type CoolingOffItem, moneyApi, rupees } from './money-api';

/** Loans the borrower left in the cooling-off window: what went out, what came back, and how the order closed. */
export function CoolingOffTab() {
  const { rows, loading, reload } = useList(moneyApi.coolingOff);

  const columns: ColumnsType<CoolingOffItem> = [
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    { title: 'Borrower', dataIndex: 'phone', width: 120 },
    { title: 'Principal', dataIndex: 'amountPaise', width: 120, align: 'right', render: rupees },
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Text type="secondary">
          A cooling-off exit repays the principal and the interest of the days held; anything more is
          refunded.
        </Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
          Refresh
        </Button>
      </div>
      <Table
        rowKey="orderId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: 'No cooling-off cancellations' }}
        data-testid="cooling-off-table"
      />
    </Space>
  );
}
