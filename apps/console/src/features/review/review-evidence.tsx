import type { ReviewDetail } from '@app/contract';
import { Card, Descriptions, Tag } from 'antd';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';

/** The bureau card is shared with the customer record (issue 35). */
export { BureauCard } from '@/components/bureau-card';

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
