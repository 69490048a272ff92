import type { ReviewQueueItem } from '@app/contract';
import { Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { DataList, sorters } from '@/components/data-list';
import { KYC_MODE_LABELS } from '@/components/kyc-evidence';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { REFER_LABELS, waited } from './review-api';
import { useReviewQueue } from './review-queries';

/** Over this, a referral has waited longer than the 20 minutes the borrower was promised. */
const LATE_MINUTES = 20;

/** Applications the engine referred to a person, the longest waiting first. */
export default function ReviewPage() {
  const navigate = useNavigate();
  const queue = useReviewQueue();

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Review queue
      </Typography.Title>
      <DataList<ReviewQueueItem>
        testId="review-queue"
        rowKey="id"
        loading={queue.loading}
        rows={queue.rows}
        error={queue.error}
        onRefresh={queue.refetch}
        more={queue.more}
        intro={`Applications the engine referred to a person${queue.total ? ` (${queue.total} waiting)` : ''}. The borrower sees “under review” until you decide.`}
        search={{ placeholder: 'Name or phone', text: (row) => `${row.name ?? ''} ${row.phone}` }}
        pageSize={50}
        emptyText="Nothing waiting for review."
        onOpen={(row) => navigate(`/review/${row.id}`)}
        columns={[
          {
            title: 'Waiting',
            dataIndex: 'ageMinutes',
            width: 130,
            render: (minutes: number) => (
              <Tag color={minutes > LATE_MINUTES ? 'red' : 'default'}>{waited(minutes)}</Tag>
            ),
            sorter: sorters.number((row) => row.ageMinutes),
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
            title: 'KYC',
            dataIndex: 'kycMode',
            render: (mode: ReviewQueueItem['kycMode']) =>
              mode ? KYC_MODE_LABELS[mode] : 'Typed, card photos',
          },
          {
            title: 'Score',
            dataIndex: 'score',
            width: 90,
            align: 'right',
            render: (s: number | null) => s ?? '—',
            sorter: sorters.number((row) => row.score),
          },
          { title: 'Product', dataIndex: 'product', width: 110 },
          {
            title: 'Suggested quota',
            dataIndex: 'suggestedQuotaPaise',
            align: 'right',
            render: (paise: number) => rupees(paise),
            sorter: sorters.number((row) => row.suggestedQuotaPaise),
          },
          { title: 'Submitted', dataIndex: 'submittedAt', render: formatDateTime },
        ]}
      />
    </>
  );
}
