import { ReloadOutlined } from '@ant-design/icons';
import type { ReviewQueueItem } from '@app/contract';
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { REFER_LABELS, reviewApi, waited } from './review-api';

/** Over this, a referral has waited longer than the 20 minutes the borrower was promised. */
const LATE_MINUTES = 20;

/** Applications the engine referred to a person, the longest waiting first. */
export default function ReviewPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [items, setItems] = useState<ReviewQueueItem[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setItems(await reviewApi.queue());
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [message]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <Flex align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            Review queue
          </Typography.Title>
          <Typography.Text type="secondary">
            Applications the engine referred to a person. The borrower sees “under review” until you decide.
          </Typography.Text>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          Refresh
        </Button>
      </Flex>
      <Table<ReviewQueueItem>
        data-testid="review-queue"
        rowKey="id"
        loading={loading}
        dataSource={items}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: 'Nothing waiting for review.' }}
        onRow={(row) => ({ onClick: () => navigate(`/review/${row.id}`), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: 'Waiting',
            dataIndex: 'ageMinutes',
            width: 130,
            render: (minutes: number) => (
              <Tag color={minutes > LATE_MINUTES ? 'red' : 'default'}>{waited(minutes)}</Tag>
            ),
          },
          {
            title: 'Applicant',
            key: 'applicant',
            render: (_, row) => (
              <Flex vertical>
                <Typography.Link>{row.name ?? '—'}</Typography.Link>
                <Typography.Text type="secondary">{row.phone}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'Why referred',
            dataIndex: 'referReason',
            render: (reason: ReviewQueueItem['referReason']) => REFER_LABELS[reason],
          },
          {
            title: 'Score',
            dataIndex: 'score',
            width: 90,
            align: 'right',
            render: (s: number | null) => s ?? '—',
          },
          { title: 'Product', dataIndex: 'product', width: 110 },
          {
            title: 'Suggested quota',
            dataIndex: 'suggestedQuotaPaise',
            align: 'right',
            render: (paise: number) => rupees(paise),
          },
          { title: 'Submitted', dataIndex: 'submittedAt', render: formatDateTime },
        ]}
      />
    </>
  );
}
