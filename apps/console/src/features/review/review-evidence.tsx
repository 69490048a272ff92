import type { ReviewDetail } from '@app/contract';
import { Card, Descriptions, Empty, Tag, Typography } from 'antd';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';

/** What the bureau said: the score and the flags the rules read. */
export function BureauCard({ bureau }: { bureau: ReviewDetail['bureau'] }) {
  return (
    <Card title="Credit bureau" size="small">
      {!bureau ? (
        <Empty description="No report" />
      ) : bureau.status === 'no_history' ? (
        <Tag color="orange">No credit history</Tag>
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

interface TelemetryRow {
  step: string;
  seconds: number;
  visits: number;
  backs: number;
  edits: number;
  errors: number;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** Spec §3 form telemetry per step: a form filled in seconds, or corrected many times, is worth a look. */
export function TelemetryCard({ telemetry }: { telemetry: ReviewDetail['telemetry'] }) {
  const rows: TelemetryRow[] = Object.entries(telemetry).flatMap(([step, t]) => {
    if (!t) return [];
    const fields = Object.values(t.fields);
    return [
      {
        step,
        seconds: seconds(t.durationList.reduce((a, b) => a + b, 0)),
        visits: t.durationList.length,
        backs: t.appBackCount,
        edits: fields.reduce((a, f) => a + f.updateCount, 0),
        errors: fields.reduce((a, f) => a + (f.errorCount ?? 0), 0),
      },
    ];
  });
  return (
    <Card title="Form telemetry" size="small">
      <DataList<TelemetryRow>
        rowKey="step"
        size="small"
        rows={rows}
        emptyText="No telemetry was sent."
        columns={[
          { title: 'Step', dataIndex: 'step' },
          { title: 'Time (s)', dataIndex: 'seconds', align: 'right' },
          { title: 'Visits', dataIndex: 'visits', align: 'right' },
          { title: 'Back', dataIndex: 'backs', align: 'right' },
          { title: 'Edits', dataIndex: 'edits', align: 'right' },
          { title: 'Errors', dataIndex: 'errors', align: 'right' },
        ]}
      />
    </Card>
  );
}

/** The decision already taken, when the page is opened after it. */
export function DecidedCard({ decision }: { decision: NonNullable<ReviewDetail['decision']> }) {
  return (
    <Card title="Decided" size="small">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="State">
          <Tag>{decision.state}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="At">{formatDateTime(decision.decidedAt)}</Descriptions.Item>
        {decision.rejectionReason ? (
          <Descriptions.Item label="Reason">
            {decision.rejectionReason.replaceAll('_', ' ')}
          </Descriptions.Item>
        ) : null}
        {decision.redoPhotos.length > 0 ? (
          <Descriptions.Item label="Photos asked">{decision.redoPhotos.join(', ')}</Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}
