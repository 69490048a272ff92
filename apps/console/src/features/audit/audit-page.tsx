import { SearchOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList } from '@/components/data-list';
import { api, errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { AuditDiff } from './audit-diff';

interface AuditEntry {
  id: string;
  at: string;
  staffEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

interface Filters {
  staffEmail?: string;
  action?: string;
  subjectId?: string;
}

const PAGE = 50;

const columns: ColumnsType<AuditEntry> = [
  { title: 'When (IST)', dataIndex: 'at', width: 170, render: formatDateTime },
  {
    title: 'Staff',
    dataIndex: 'staffEmail',
    width: 260,
    render: (email: string | null) => email ?? <Typography.Text type="secondary">system</Typography.Text>,
  },
  { title: 'Action', dataIndex: 'action', width: 180, render: (action: string) => <Tag>{action}</Tag> },
  {
    title: 'Subject',
    key: 'subject',
    width: 380,
    render: (_, entry) => (
      <Typography.Text>
        {entry.subjectType} <Typography.Text code>{entry.subjectId}</Typography.Text>
      </Typography.Text>
    ),
  },
  { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '' },
];

/**
 * The audit log (admin): newest first, filtered by staff e-mail, the start of
 * the action ('recovery.' finds every recovery action) and subject, the change
 * in each row. A refused or empty filter shows only its own message, never the
 * rows of the filter before.
 */
export default function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const log = useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) =>
      api.get<{ entries: AuditEntry[]; next: string | null }>('/api/staff/v1/audit', {
        limit: PAGE,
        cursor: pageParam,
        ...filters,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

  const search = (values: Filters) =>
    setFilters({
      staffEmail: values.staffEmail?.trim() || undefined,
      action: values.action?.trim() || undefined,
      subjectId: values.subjectId?.trim() || undefined,
    });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Audit log
      </Typography.Title>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="staffEmail">
          <Input
            placeholder="Staff e-mail"
            aria-label="Staff e-mail"
            allowClear
            style={{ width: 240 }}
            data-testid="audit-filter-email"
          />
        </Form.Item>
        <Form.Item name="action">
          <Input
            placeholder="Action starts with, e.g. recovery."
            aria-label="Action starts with"
            allowClear
            style={{ width: 260 }}
            data-testid="audit-filter-action"
          />
        </Form.Item>
        <Form.Item name="subjectId">
          <Input placeholder="Subject id" aria-label="Subject id" allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="audit-filter-submit">
          Filter
        </Button>
      </Form>
      {log.error ? (
        // Only the refusal: the rows of an earlier filter would read as this one's.
        <Alert
          type="error"
          showIcon
          title={errorText(log.error)}
          data-testid="audit-error"
          action={
            <Button size="small" onClick={() => void log.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <DataList
          testId="audit-table"
          rowKey="id"
          columns={columns}
          rows={log.data?.pages.flatMap((page) => page.entries)}
          loading={log.isFetching}
          emptyText={filtered ? 'No entries match these filters' : 'No entries yet'}
          onRefresh={() => void log.refetch()}
          expandable={{
            expandedRowRender: (entry) => <AuditDiff before={entry.before} after={entry.after} />,
          }}
          more={{
            hasMore: log.hasNextPage,
            loading: log.isFetchingNextPage,
            onMore: () => void log.fetchNextPage(),
            label: 'Older entries',
          }}
        />
      )}
    </>
  );
}
