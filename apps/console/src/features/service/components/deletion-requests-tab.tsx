import type { StaffDeletionView } from '@app/contract';
import { Alert, Button, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { useDeletionRequests, useProcessDeletion } from '../service-queries';

/** Borrowers' account-deletion requests: waiting ones are processed here, once (docs/decisions/027). */
export function DeletionRequestsTab() {
  const [state, setState] = useState<'requested' | 'processed'>('requested');
  const list = useDeletionRequests(state);
  const processing = useProcessDeletion();

  const columns: ColumnsType<StaffDeletionView> = [
    {
      title: 'Phone',
      dataIndex: 'phone',
      width: 140,
      render: (phone: string) => <Typography.Text code>{phone}</Typography.Text>,
    },
    { title: 'Requested (IST)', dataIndex: 'requestedAt', width: 200, render: formatDateTime },
    {
      title: 'Customer',
      key: 'kind',
      width: 260,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.borrower ? (
            <Tag color="gold">Borrower: KYC and loan records kept</Tag>
          ) : (
            <Tag>Never borrowed: all erased</Tag>
          )}
          {row.openLoan && <Tag color="red">Loan open</Tag>}
        </Space>
      ),
    },
    { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
    state === 'requested'
      ? {
          title: 'Action',
          key: 'action',
          width: 130,
          render: (_, row) => (
            <Popconfirm
              title="Process this deletion?"
              description={
                row.borrower
                  ? 'Sessions end, personal extras are erased; KYC and loan records stay for 5 years. An SMS confirms it.'
                  : 'Sessions end and the account is erased; the phone can sign up again. An SMS confirms it.'
              }
              okText="Process"
              okButtonProps={{ danger: true, 'data-testid': 'deletion-confirm' } as never}
              disabled={row.openLoan}
              onConfirm={() => processing.run(row.id)}
            >
              <Button size="small" danger disabled={row.openLoan} data-testid={`deletion-process-${row.id}`}>
                Process
              </Button>
            </Popconfirm>
          ),
        }
      : { title: 'Processed (IST)', dataIndex: 'processedAt', width: 190, render: formatDateTime },
  ];

  return (
    <DataList
      testId="deletion-table"
      rowKey="id"
      columns={columns}
      {...queuePagesListProps(list)}
      intro={
        <Segmented
          value={state}
          onChange={(value) => setState(value as typeof state)}
          options={[
            { value: 'requested', label: 'Waiting' },
            { value: 'processed', label: 'Processed' },
          ]}
        />
      }
      notice={
        state === 'requested' && (
          <Alert
            type="info"
            showIcon
            title="A request with an open loan cannot be processed until the loan is repaid."
          />
        )
      }
    />
  );
}
