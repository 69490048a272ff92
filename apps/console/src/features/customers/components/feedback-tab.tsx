import { Typography } from 'antd';
import { formatDateTime } from '@/lib/format';
import { CustomerTabTable } from './customer-tab-table';
import { StateTag } from './state-tag';

export function FeedbackTab({ customerId }: { customerId: string }) {
  return (
    <CustomerTabTable
      customerId={customerId}
      tab="feedback"
      rows={(data) => data.feedback}
      emptyText={'No feedback.'}
      columns={[
        { title: 'Sent (IST)', dataIndex: 'createdAt', width: 190, render: formatDateTime },
        {
          title: 'Feedback and replies',
          dataIndex: 'text',
          render: (text: string, row) => (
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                {text}{' '}
                {row.hasScreenshot ? <Typography.Text type="secondary">(screenshot)</Typography.Text> : null}
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
  );
}
