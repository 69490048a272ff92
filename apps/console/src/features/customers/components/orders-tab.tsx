import type { CustomerRecord } from '@app/contract';
import { Card, Descriptions, Empty, Flex, Tag } from 'antd';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { AssetClassTag } from './asset-class-tag';
import { StateTag } from './state-tag';

type Order = CustomerRecord['orders'][number];
type Instalment = Order['instalments'][number];

function Schedule({ instalments }: { instalments: Instalment[] }) {
  return (
    <DataList<Instalment>
      rowKey="number"
      size="small"
      rows={instalments}
      columns={[
        { title: '#', dataIndex: 'number', width: 48 },
        { title: 'Due', dataIndex: 'dueDay', width: 120 },
        { title: 'Principal', dataIndex: 'principalPaise', align: 'right', render: rupees },
        { title: 'Interest', dataIndex: 'interestPaise', align: 'right', render: rupees },
        { title: 'Penal', dataIndex: 'penalPaise', align: 'right', render: rupees },
        { title: 'Paid', dataIndex: 'paidPaise', align: 'right', render: rupees },
        { title: 'Outstanding', dataIndex: 'outstandingPaise', align: 'right', render: rupees },
        {
          title: 'Status',
          key: 'status',
          width: 150,
          render: (_, row) =>
            row.paidDay ? (
              <Tag color="green">paid {row.paidDay}</Tag>
            ) : row.daysPastDue > 0 ? (
              <Tag color="red">{row.daysPastDue} days past due</Tag>
            ) : (
              <Tag>open</Tag>
            ),
        },
      ]}
    />
  );
}

/** Each order with its figures and its schedule (the books once disbursed). */
export function OrdersTab({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <Empty description="No order yet." />;
  return (
    <Flex vertical gap={16}>
      {orders.map((order) => (
        <Card
          key={order.id}
          size="small"
          title={
            <Flex gap={8} align="center">
              {order.orderNo} <StateTag state={order.state} />
            </Flex>
          }
        >
          <Descriptions
            size="small"
            column={4}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'amount', label: 'Principal', children: rupees(order.amountPaise) },
              { key: 'received', label: 'Paid out', children: rupees(order.receivedPaise) },
              { key: 'repayable', label: 'Repayable', children: rupees(order.totalRepayablePaise) },
              {
                key: 'term',
                label: 'Term',
                children: `${order.termMonths} months, ${order.startDay} to ${order.endDay}`,
              },
              { key: 'created', label: 'Created', children: formatDateTime(order.createdAt) },
              { key: 'disbursed', label: 'Disbursed', children: formatDateTime(order.disbursedAt) },
              { key: 'utr', label: 'Payout UTR', children: order.utr ?? '—' },
              { key: 'closed', label: 'Closed', children: formatDateTime(order.closedAt) },
              ...(order.classification
                ? [
                    {
                      key: 'class',
                      label: 'Asset class',
                      children: <AssetClassTag classification={order.classification} />,
                    },
                  ]
                : []),
            ]}
          />
          <Schedule instalments={order.instalments} />
        </Card>
      ))}
    </Flex>
  );
}
