import type { CollectionContact } from '@app/contract';
import { Table, Tag } from 'antd';
import { formatDateTime } from '@/lib/format';
import { OUTCOME_LABELS } from '../collection-labels';

/** Calls and notes, newest first. */
export function ContactHistory({ contacts }: { contacts: readonly CollectionContact[] }) {
  return (
    <Table<CollectionContact>
      size="small"
      rowKey="id"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={contacts as CollectionContact[]}
      data-testid="collection-contacts"
      locale={{ emptyText: 'No contact yet' }}
      columns={[
        { title: 'When', dataIndex: 'at', width: 180, render: formatDateTime },
        {
          title: 'What',
          key: 'what',
          width: 200,
          render: (_, row) =>
            row.kind === 'note' ? (
              <Tag>Note</Tag>
            ) : (
              <Tag color="blue">{row.outcome ? OUTCOME_LABELS[row.outcome] : ''}</Tag>
            ),
        },
        { title: 'Note', dataIndex: 'note', render: (n: string | null) => n ?? '' },
        { title: 'Follow-up', dataIndex: 'followUpOn', width: 110, render: (d: string | null) => d ?? '—' },
        { title: 'By', dataIndex: 'staffName', width: 140 },
      ]}
    />
  );
}
