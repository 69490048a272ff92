import { PlusOutlined } from '@ant-design/icons';
import type { GrievanceView } from '@app/contract';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { useGrievances, useLogGrievance, useResolveGrievance } from '../service-queries';
import { NewGrievanceModal } from './new-grievance-modal';
import { ResolveGrievanceModal } from './resolve-grievance-modal';

const CHANNELS: Record<GrievanceView['channel'], string> = {
  email: 'E-mail',
  phone: 'Phone',
  letter: 'Letter',
  feedback: 'Feedback',
};

/** The 30-day clock as a tag: red once the customer may go to the Ombudsman, orange in the last week. */
function DaysLeft({ row }: { row: GrievanceView }) {
  if (row.state === 'resolved') return <Tag color="green">Resolved</Tag>;
  if (row.overdue) return <Tag color="red">{-row.daysLeft} d overdue</Tag>;
  const label = row.daysLeft === 0 ? 'Due today' : `${row.daysLeft} d left`;
  return <Tag color={row.daysLeft <= 7 ? 'orange' : 'blue'}>{label}</Tag>;
}

/** Grievances (RB-IOS 2021): least days left first; unresolved after 30 days, the RBI Ombudsman. */
export function GrievancesTab() {
  const [state, setState] = useState<'open' | 'resolved'>('open');
  const list = useGrievances(state);
  const log = useLogGrievance();
  const resolve = useResolveGrievance();
  const [logging, setLogging] = useState(false);
  const [resolving, setResolving] = useState<GrievanceView | null>(null);

  const columns: ColumnsType<GrievanceView> = [
    { title: 'Clock', key: 'clock', width: 130, render: (_, row) => <DaysLeft row={row} /> },
    { title: 'Due on', dataIndex: 'dueOn', width: 110, sorter: sorters.text((row) => row.dueOn) },
    {
      title: 'Received',
      dataIndex: 'receivedOn',
      width: 110,
      sorter: sorters.text((row) => row.receivedOn),
    },
    { title: 'Via', dataIndex: 'channel', width: 90, render: (c: GrievanceView['channel']) => CHANNELS[c] },
    {
      title: 'Phone',
      dataIndex: 'phone',
      width: 130,
      render: (phone: string) => <Typography.Text code>{phone}</Typography.Text>,
    },
    {
      title: state === 'open' ? 'Complaint' : 'Complaint and resolution',
      dataIndex: 'summary',
      render: (summary: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{summary}</Typography.Text>
          {row.resolution && (
            <Typography.Text type="secondary">
              {row.resolution} — {row.resolvedBy}, {formatDateTime(row.resolvedAt)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: 'Logged by', dataIndex: 'loggedBy', width: 170, ellipsis: true },
    ...(state === 'open'
      ? [
          {
            title: 'Action',
            key: 'action',
            width: 100,
            render: (_: unknown, row: GrievanceView) => (
              <Button
                size="small"
                onClick={() => setResolving(row)}
                data-testid={`grievance-resolve-${row.id}`}
              >
                Resolve
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataList
        testId="grievance-table"
        rowKey="id"
        columns={columns}
        {...queuePagesListProps(list)}
        intro={
          <Segmented
            value={state}
            onChange={(value) => setState(value as typeof state)}
            options={[
              { value: 'open', label: 'Open' },
              { value: 'resolved', label: 'Resolved' },
            ]}
          />
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setLogging(true)}>
            Log grievance
          </Button>
        }
        search={{ placeholder: 'Phone or words', text: (row) => `${row.phone} ${row.summary}` }}
        pageSize={20}
      />
      <NewGrievanceModal
        open={logging}
        onClose={() => setLogging(false)}
        onLog={async (body) => {
          const ok = await log.run(body);
          if (ok !== null) setLogging(false);
        }}
      />
      <ResolveGrievanceModal
        grievance={resolving}
        onClose={() => setResolving(null)}
        onResolve={async (resolution) => {
          const ok = await resolve.run({ grievanceId: resolving?.id ?? '', resolution });
          if (ok !== null) setResolving(null);
        }}
      />
    </>
  );
}
