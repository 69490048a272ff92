import type { CustomerFeedbackView } from '@app/contract';
import { Alert, Table, Typography } from 'antd';
import { useCallback } from 'react';
import { formatDateTime } from '@/lib/format';
import { getCustomerTab } from '../api/get-customer-tab';
import { usePaged } from '../api/use-paged';
import { StateTag } from './state-tag';

type Row = CustomerFeedbackView['feedback'][number];

export function FeedbackTab({ customerId }: { customerId: string }) {
  const fetchPage = useCallback(
    (o: number, l: number) => getCustomerTab(customerId, 'feedback', o, l),
    [customerId],
  );
  const { data, loading, error, page, pageSize, setPage } = usePaged(fetchPage);
  return (
    <>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.feedback ?? []}
        locale={{ emptyText: 'No feedback.' }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: 'Sent (IST)', dataIndex: 'createdAt', width: 190, render: formatDateTime },
          {
            title: 'Feedback and replies',
            dataIndex: 'text',
            render: (text: string, row) => (
              <>
                <Typography.Paragraph style={{ marginBottom: 4 }}>
                  {text}{' '}
                  {row.hasScreenshot ? (
                    <Typography.Text type="secondary">(screenshot)</Typography.Text>
                  ) : null}
                </Typography.Paragraph>
                {row.replies.map((reply) => (
                  <Typography.Paragraph key={reply.createdAt} type="secondary" style={{ marginBottom: 4 }}>
                    ↳ {reply.text} — {reply.author}, {formatDateTime(reply.createdAt)}
                  </Typography.Paragraph>
                ))}
              </>
            ),
          },
          { title: 'Status', dataIndex: 'status', width: 120, render: (s: string) => <StateTag state={s} /> },
        ]}
      />
    </>
  );
}
