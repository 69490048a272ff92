import type { InboxItem } from '@app/contract';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/session';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { useEscalateFeedback, useFeedbackInbox, useReplyToFeedback } from '../service-queries';
import { FeedbackDrawer } from './feedback-drawer';

/** Borrowers' feedback, newest first: read it with its screenshot, reply, or escalate it to a grievance. */
export function FeedbackTab() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const list = useFeedbackInbox(status);
  const replying = useReplyToFeedback();
  const escalating = useEscalateFeedback();
  const me = useStaff();
  // The drawer keeps its own copy: a replied feedback leaves the Unanswered list but stays open here.
  const [opened, setOpened] = useState<InboxItem | null>(null);

  const reply = async (text: string) => {
    const id = opened?.id ?? '';
    const sent = await replying.run({ feedbackId: id, text });
    if (!sent) return false;
    setOpened((item) =>
      item?.id === id
        ? { ...item, status: 'answered', replies: [...item.replies, { ...sent, author: me?.email ?? 'you' }] }
        : item,
    );
    return true;
  };
  const escalate = async () => {
    const id = opened?.id ?? '';
    const grievance = await escalating.run(id);
    if (grievance) setOpened((item) => (item?.id === id ? { ...item, grievanceId: grievance.id } : item));
  };

  const columns: ColumnsType<InboxItem> = [
    {
      title: 'Sent (IST)',
      dataIndex: 'createdAt',
      width: 200,
      render: formatDateTime,
      sorter: sorters.text((row) => row.createdAt),
    },
    {
      title: 'Phone',
      dataIndex: 'phone',
      width: 130,
      render: (phone: string) => <Typography.Text code>{phone}</Typography.Text>,
    },
    {
      title: 'Feedback',
      dataIndex: 'text',
      render: (text: string, row) => (
        <Typography.Link onClick={() => setOpened(row)} data-testid={`feedback-open-${row.id}`}>
          <Typography.Text ellipsis style={{ maxWidth: 520 }}>
            {text}
          </Typography.Text>
        </Typography.Link>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 220,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.status === 'open' ? <Tag color="orange">Unanswered</Tag> : <Tag color="green">Answered</Tag>}
          {row.screenshot && <Tag>Screenshot</Tag>}
          {row.grievanceId && <Tag color="red">Grievance</Tag>}
        </Space>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_, row) => (
        <Button size="small" onClick={() => setOpened(row)}>
          {row.status === 'open' ? 'Reply' : 'Open'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataList
        testId="feedback-table"
        rowKey="id"
        columns={columns}
        {...queuePagesListProps(list)}
        intro={
          <Segmented
            value={status}
            onChange={(value) => setStatus(value as typeof status)}
            options={[
              { value: 'open', label: 'Unanswered' },
              { value: 'all', label: 'All' },
            ]}
          />
        }
        search={{ placeholder: 'Phone or words', text: (row) => `${row.phone} ${row.text}` }}
        pageSize={20}
        onOpen={setOpened}
      />
      <FeedbackDrawer item={opened} onClose={() => setOpened(null)} onReply={reply} onEscalate={escalate} />
    </>
  );
}
