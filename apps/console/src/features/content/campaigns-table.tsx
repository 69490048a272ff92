import { CONTENT_SEGMENT_LABELS, type ContentSegment } from '@app/domain';
import { Table, Tag } from 'antd';
import { formatDateTime } from '@/lib/format';
import type { CampaignRow } from './content-api';

/** The latest sends of one kind: what, to whom, how many it reached, who sent it. */
export function CampaignsTable(props: { rows: CampaignRow[]; loading: boolean }) {
  return (
    <Table<CampaignRow>
      size="small"
      rowKey="id"
      loading={props.loading}
      dataSource={props.rows}
      pagination={false}
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
