import type { CollectionQueueItem } from '@app/contract';
import { COLLECTION_BUCKETS, type CollectionBucket } from '@app/domain';
import { Button, Flex, Input, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { useStaff } from '@/lib/session';
import { BUCKET_COLOURS } from './collection-labels';
import type { QueueFilter } from './collections-api';
import { useAssign, useCollectors, useQueue } from './collections-queries';

const SORTS = [
  { value: 'dpd', label: 'Days past due' },
  { value: 'overdue', label: 'Amount overdue' },
  { value: 'followUp', label: 'Next follow-up' },
  { value: 'orderNo', label: 'Loan number' },
] as const;

/**
 * The collections queue: overdue loans by bucket of days past due, filtered,
 * sorted and paged by the server. A collector sees the loans assigned to them;
 * an admin sees all and assigns them to collectors.
 */
export default function CollectionsPage() {
  const staff = useStaff();
  const navigate = useNavigate();
  const isAdmin = staff?.role === 'admin';
  const [bucket, setBucket] = useState<CollectionBucket | 'all'>('all');
  const [assignee, setAssignee] = useState<string>('any');
  const [sort, setSort] = useState<NonNullable<QueueFilter['sort']>>('dpd');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [q, setQ] = useState('');
  const [words, setWords] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [collectorId, setCollectorId] = useState<string | undefined>();
  const filter: QueueFilter = {
    bucket: bucket === 'all' ? undefined : bucket,
    assignee: isAdmin ? (assignee as QueueFilter['assignee']) : 'me',
    q: q.trim() || undefined,
    sort,
    direction,
  };
  const { query, server, setPage } = useQueue(filter);
  const collectors = useCollectors(isAdmin);
  const assign = useAssign();
  const counts = query.data?.buckets;
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
      setSelected([]);
    };

  const columns: ColumnsType<CollectionQueueItem> = [
    {
      title: 'Loan',
      dataIndex: 'orderNo',
      width: 170,
      render: (orderNo: string, row) => (
        <Typography.Link
          onClick={() => navigate(`/collections/${row.orderId}`)}
          data-testid={`collections-open-${orderNo}`}
        >
          {orderNo}
        </Typography.Link>
      ),
    },
    {
      title: 'Borrower',
      key: 'borrower',
      render: (_, row) => `${row.customerName ?? '—'} (…${row.phoneLast4})`,
    },
    {
      title: 'Days past due',
      dataIndex: 'dpd',
      width: 150,
      render: (dpd: number, row) => (
        <Space>
          {dpd}
          <Tag color={BUCKET_COLOURS[row.bucket]}>{row.bucket}</Tag>
        </Space>
      ),
    },
    { title: 'Overdue', dataIndex: 'overduePaise', width: 130, render: (p: number) => rupees(p) },
    {
      title: 'Promise',
      key: 'promise',
      width: 170,
      render: (_, row) =>
        row.pendingPromise
          ? `${rupees(row.pendingPromise.amountPaise)} by ${row.pendingPromise.promisedOn}`
          : '—',
    },
    { title: 'Follow-up', dataIndex: 'nextFollowUpOn', width: 110, render: (d: string | null) => d ?? '—' },
    { title: 'Last contact', dataIndex: 'lastContactAt', width: 170, render: formatDateTime },
    {
      title: 'Collector',
      key: 'collector',
      width: 140,
      render: (_, row) =>
        row.collector?.name ?? <Typography.Text type="secondary">Unassigned</Typography.Text>,
    },
  ];

  const bucketOptions = [
    { value: 'all', label: `All (${counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0})` },
    ...COLLECTION_BUCKETS.map((b) => ({ value: b, label: `${b} days (${counts?.[b] ?? 0})` })),
  ];

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Collections
      </Typography.Title>
      <Flex vertical gap="middle">
        <Segmented
          options={bucketOptions}
          value={bucket}
          onChange={refilter((v) => setBucket(v as CollectionBucket | 'all'))}
          data-testid="collections-buckets"
        />
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder="Loan number or phone ending"
            aria-label="Loan number or phone ending"
            style={{ width: 260 }}
            value={words}
            onChange={(e) => setWords(e.target.value)}
            onSearch={refilter(setQ)}
            data-testid="collections-search"
          />
          {isAdmin ? (
            <Select
              aria-label="Collector"
              value={assignee}
              onChange={refilter(setAssignee)}
              style={{ width: 200 }}
              data-testid="collections-assignee"
              options={[
                { value: 'any', label: 'Everyone' },
                { value: 'unassigned', label: 'Unassigned' },
                ...(collectors.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          ) : null}
          <Select
            aria-label="Sort by"
            value={sort}
            onChange={refilter(setSort)}
            style={{ width: 180 }}
            options={SORTS.map((s) => ({ ...s }))}
          />
          <Select
            aria-label="Order"
            value={direction}
            onChange={refilter(setDirection)}
            style={{ width: 130 }}
            options={[
              { value: 'desc', label: 'Highest first' },
              { value: 'asc', label: 'Lowest first' },
            ]}
          />
        </Flex>
        <DataList<CollectionQueueItem>
          testId="collections-table"
          rowKey="orderId"
          columns={columns}
          rows={query.data?.items}
          loading={query.isFetching}
          error={query.error}
          onRefresh={() => void query.refetch()}
          intro={isAdmin ? 'Overdue loans of the whole book' : 'Overdue loans assigned to you'}
          emptyText={isAdmin ? 'No overdue loans here' : 'No overdue loans are assigned to you'}
          server={server}
          onOpen={(row) => navigate(`/collections/${row.orderId}`)}
          actions={
            isAdmin ? (
              <Space.Compact>
                <Select
                  aria-label="Assign to"
                  placeholder="Assign to"
                  value={collectorId}
                  onChange={setCollectorId}
                  style={{ width: 180 }}
                  data-testid="collections-assign-to"
                  options={(collectors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                />
                <Button
                  type="primary"
                  disabled={!collectorId || selected.length === 0}
                  loading={assign.pending}
                  data-testid="collections-assign"
                  onClick={async () => {
                    if (!collectorId) return;
                    if (await assign.run({ orderIds: selected, collectorId })) setSelected([]);
                  }}
                >
                  Assign {selected.length || ''}
                </Button>
              </Space.Compact>
            ) : null
          }
          rowSelection={
            isAdmin
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as string[]),
                }
              : undefined
          }
        />
      </Flex>
    </>
  );
}
