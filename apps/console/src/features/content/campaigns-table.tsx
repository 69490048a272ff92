import { CONTENT_SEGMENT_LABELS, type ContentSegment } from '@app/domain';
import { Tag } from 'antd';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import type { CampaignRow } from './content-api';

/** The latest sends of one kind: what, to whom, how many it reached, who sent it. */
export function CampaignsTable(props: {
  rows: CampaignRow[] | undefined;
  loading: boolean;
  error?: unknown;
}) {
  return (
    <DataList<CampaignRow>
      size="small"
      rowKey="id"
      loading={props.loading}
      error={props.error}
      rows={props.rows}
      columns={[
        { title: 'Sent', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: 'What', dataIndex: 'summary', ellipsis: true },
        {
          title: 'To',
          dataIndex: 'segment',
          width: 200,
          render: (segment: string | null) =>
            segment ? (
              <Tag>{CONTENT_SEGMENT_LABELS[segment as ContentSegment] ?? segment}</Tag>
            ) : (
              <Tag>One customer</Tag>
            ),
        },
        { title: 'Delivered', dataIndex: 'delivered', width: 100, align: 'right' },
        { title: 'By', dataIndex: 'staffEmail', width: 200, ellipsis: true },
      ]}
    />
  );
}
