import { SearchOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList } from '@/components/data-list';
import { api } from '@/lib/api';
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
  action?: string;
  staffId?: string;
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

/** The audit log (admin): newest first, filtered by action, staff or subject, the change in each row. */
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
      action: values.action?.trim() || undefined,
      staffId: values.staffId?.trim() || undefined,
      subjectId: values.subjectId?.trim() || undefined,
    });

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Audit log
      </Typography.Title>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="action">
          <Input placeholder="Action, e.g. staff.create" allowClear data-testid="audit-filter-action" />
        </Form.Item>
        <Form.Item name="staffId">
          <Input placeholder="Staff id" allowClear />
        </Form.Item>
        <Form.Item name="subjectId">
          <Input placeholder="Subject id" allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Filter
        </Button>
      </Form>
      <DataList
        testId="audit-table"
        rowKey="id"
        columns={columns}
        rows={log.data?.pages.flatMap((page) => page.entries)}
        loading={log.isFetching}
        error={log.error}
        onRefresh={() => void log.refetch()}
        expandable={{ expandedRowRender: (entry) => <AuditDiff before={entry.before} after={entry.after} /> }}
        more={{
          hasMore: log.hasNextPage,
          loading: log.isFetchingNextPage,
          onMore: () => void log.fetchNextPage(),
          label: 'Older entries',
        }}
      />
    </>
  );
}
