import { Button, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { rupees, type UtrItem } from './money-api';
import { useConfirmUtr, useRejectUtr, useUtrQueue } from './money-queries';

function age(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

/** The bank statement's line for the UTR, if any: a hint, finance decides. */
function MatchHint({ row }: { row: UtrItem }) {
  if (!row.match) return <Tag>No statement line</Tag>;
  const same = row.match.amountPaise === row.amountPaise;
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={same ? 'green' : 'orange'}>
        {same ? 'Credit found, same amount' : `Credit of ${rupees(row.match.amountPaise)}`}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.match.narration}
      </Typography.Text>
    </Space>
  );
}

/** UPI repayments the bank could not decide: confirm (settles the loan's books) or reject with a reason, once. */
export function UtrQueueTab() {
  const list = useUtrQueue();
  const confirm = useConfirmUtr();
  const reject = useRejectUtr();
  const [rejecting, setRejecting] = useState<UtrItem | null>(null);
  const [reason, setReason] = useState('');

  const columns: ColumnsType<UtrItem> = [
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    { title: 'Borrower', dataIndex: 'phone', width: 120 },
    {
      title: 'Amount',
      dataIndex: 'amountPaise',
      width: 120,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.amountPaise),
    },
    {
      title: 'UTR',
      dataIndex: 'utr',
      width: 140,
      render: (utr: string) => <Typography.Text code>{utr}</Typography.Text>,
    },
    {
      title: 'Age',
      dataIndex: 'ageMinutes',
      width: 100,
      render: age,
      sorter: sorters.number((row) => row.ageMinutes),
    },
    { title: 'Match', key: 'match', render: (_, row) => <MatchHint row={row} /> },
    {
      title: 'Action',
      key: 'action',
      width: 190,
      render: (_, row) => (
        <Space size={4}>
          <Popconfirm
            title={`Confirm ${rupees(row.amountPaise)} for ${row.orderNo}?`}
            description="The repayment settles as if the bank had confirmed it."
            onConfirm={() => confirm.run(row)}
          >
            <Button size="small" type="primary" data-testid={`utr-confirm-${row.utr}`}>
              Confirm
            </Button>
          </Popconfirm>
          <Button
            size="small"
            danger
            onClick={() => {
              setReason('');
              setRejecting(row);
            }}
          >
            Reject
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DataList
        testId="utr-table"
        rowKey="id"
        columns={columns}
        {...queuePagesListProps(list)}
        intro="Check the UTR against the bank statement. Confirming settles the repayment; rejecting tells the borrower and returns any coupon."
        search={{
          placeholder: 'Order, phone or UTR',
          text: (row) => `${row.orderNo} ${row.phone} ${row.utr}`,
        }}
        emptyText="No repayments waiting for a UTR check"
      />
      <Modal
        open={rejecting !== null}
        title={`Reject the UTR of ${rejecting?.orderNo ?? ''}`}
        okText="Reject"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3 }}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          const row = rejecting;
          if (!row) return;
          const done = await reject.run({ id: row.id, orderNo: row.orderNo, reason: reason.trim() });
          if (done !== null) {
            setRejecting(null);
          }
        }}
      >
        <Typography.Paragraph type="secondary">
          The borrower sees the repayment as not confirmed. The reason is kept in the audit log.
        </Typography.Paragraph>
        <Input.TextArea
          value={reason}
          maxLength={300}
          rows={3}
          placeholder="e.g. No credit with this UTR on the statement of 23 Nov"
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
