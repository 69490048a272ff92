import type { StaffCustomerDocuments } from '@app/contract';
import { canReach } from '@app/domain';
import { Alert, Button, Card, Flex, Input, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/session';
import { useCustomerDocuments } from '../api/get-customer-documents';
import { useResendCustomerDocument } from '../api/resend-customer-document';
import { StateTag } from './state-tag';

type Order = StaffCustomerDocuments['orders'][number];
type Delivery = StaffCustomerDocuments['deliveries'][number];
type Row = Order['documents'][number] & { orderId: string; orderNo: string; sent: Delivery[] };

const TRIGGERS: Record<Delivery['trigger'], string> = {
  signing: 'at signing',
  closure: 'at closure',
  monthly: 'monthly',
  resend: 're-sent',
};

interface Pending {
  row: Row;
  reason: string;
}

/**
 * The borrower's documents per signed loan, the e-mail address and what was sent
 * (decision 082). Re-send is customer service's (the `service` section's roles);
 * other roles see the list without it, as the server refuses them.
 */
export function DocumentsTab({ customerId, customerName }: { customerId: string; customerName: string }) {
  const staff = useStaff();
  const mayResend = staff ? canReach(staff.role, 'service') : false;
  const documents = useCustomerDocuments(customerId);
  const resend = useResendCustomerDocument(customerId);
  const [pending, setPending] = useState<Pending | null>(null);

  if (documents.error) return <Alert type="error" showIcon message={errorText(documents.error)} />;
  if (!documents.data) return <Skeleton active />;
  const { email, orders, deliveries } = documents.data;

  const columns: ColumnsType<Row> = [
    { title: 'Document', dataIndex: 'title' },
    {
      title: 'Available',
      dataIndex: 'available',
      width: 110,
      render: (available: boolean) =>
        available ? 'Yes' : <Typography.Text type="secondary">Not yet</Typography.Text>,
    },
    {
      title: 'Sent (IST)',
      key: 'sent',
      render: (_, row) =>
        row.sent.length === 0 ? (
          <Typography.Text type="secondary">Never</Typography.Text>
        ) : (
          <Flex vertical gap={2}>
            {row.sent.map((d) => (
              <span key={d.id} data-testid="document-sent">
                {formatDateTime(d.createdAt)} · {TRIGGERS[d.trigger]}
                {d.period ? ` ${d.period}` : ''} · {d.emailed ? 'e-mail + SMS link' : 'SMS link'}
              </span>
            ))}
          </Flex>
        ),
    },
    ...(mayResend
      ? [
          {
            title: 'Action',
            key: 'action',
            width: 120,
            render: (_: unknown, row: Row) => (
              <Button
                size="small"
                disabled={!row.available}
                onClick={() => setPending({ row, reason: '' })}
                data-testid={`document-resend-${row.orderNo}-${row.kind}`}
              >
                Re-send
              </Button>
            ),
          },
        ]
      : []),
  ];

  const rowsOf = (order: Order): Row[] =>
    order.documents.map((doc) => ({
      ...doc,
      orderId: order.orderId,
      orderNo: order.orderNo,
      sent: deliveries.filter((d) => d.orderId === order.orderId && d.kind === doc.kind),
    }));

  return (
    <Flex vertical gap={12} data-testid="customer-documents">
      <Typography.Paragraph style={{ margin: 0 }} data-testid="customer-email">
        E-mail:{' '}
        {email.email ? (
          <>
            {email.email}{' '}
            {email.verified ? (
              <Tag color="green">verified</Tag>
            ) : (
              <Tag color="orange">not verified: documents go by SMS link only</Tag>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">none: documents go by SMS link only</Typography.Text>
        )}
      </Typography.Paragraph>
      {orders.length === 0 ? <Typography.Text type="secondary">No signed loan.</Typography.Text> : null}
      {orders.map((order) => (
        <Card
          key={order.orderId}
          size="small"
          title={
            <Flex gap={8} align="center">
              Loan {order.orderNo} <StateTag state={order.state} />
            </Flex>
          }
          data-testid={`documents-${order.orderNo}`}
        >
          <Table<Row>
            size="small"
            rowKey="kind"
            pagination={false}
            columns={columns}
            dataSource={rowsOf(order)}
          />
        </Card>
      ))}
      <Modal
        open={pending !== null}
        title={
          pending ? `Re-send the ${pending.row.title} of loan ${pending.row.orderNo} to ${customerName}?` : ''
        }
        okText="Re-send"
        okButtonProps={{ disabled: (pending?.reason.trim().length ?? 0) < 3, loading: resend.pending }}
        onCancel={() => setPending(null)}
        onOk={async () => {
          if (!pending) return;
          const { row, reason } = pending;
          const done = await resend.run({
            orderId: row.orderId,
            kind: row.kind,
            reason: reason.trim(),
            title: row.title,
          });
          if (done !== null) setPending(null);
        }}
      >
        <Typography.Paragraph type="secondary">
          {email.verified
            ? `It is e-mailed to ${email.email} and a link is sent by SMS.`
            : 'A link is sent by SMS (no verified e-mail address).'}{' '}
          The reason is kept in the audit log.
        </Typography.Paragraph>
        <Input.TextArea
          value={pending?.reason ?? ''}
          maxLength={300}
          rows={3}
          placeholder="e.g. The borrower asked for the agreement again on a call"
          onChange={(e) => setPending((p) => (p ? { ...p, reason: e.target.value } : p))}
          data-testid="document-resend-reason"
        />
      </Modal>
    </Flex>
  );
}
