import type { ReviewDetail } from '@app/contract';
import { Card, Descriptions, Empty, Tag, Typography } from 'antd';
import { formatDateTime } from '@/lib/format';

/**
 * What the bureau said at underwriting: the score and the flags the rules
 * read. Shared by the review and the customer record (issue 35 point 9).
 */
export function BureauCard({
  bureau,
  pulledAt,
}: {
  bureau: ReviewDetail['bureau'];
  pulledAt?: string | null;
}) {
  return (
    <Card
      title="Credit bureau"
      size="small"
      data-testid="bureau-card"
      extra={
        pulledAt ? (
          <Typography.Text type="secondary">pulled {formatDateTime(pulledAt)}</Typography.Text>
        ) : null
      }
    >
      {!bureau ? (
        <Empty description="No report" />
      ) : bureau.status === 'no_history' ? (
        <Tag color="orange" data-testid="bureau-no-history">
          No credit history
        </Tag>
      ) : (
        <Descriptions column={2} size="small">
          <Descriptions.Item label="Score">
            <Typography.Text strong data-testid="bureau-score">
              {bureau.score}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Delinquent">
            {bureau.delinquent ? <Tag color="red">yes</Tag> : 'no'}
          </Descriptions.Item>
          <Descriptions.Item label="Name matches">
            {bureau.nameMatches ? 'yes' : <Tag color="red">no</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="Birth on record">{bureau.birthOnRecord ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
