import type { ProductConfigVersion } from '@app/contract';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { describeChange } from './config-units';

/** What changed in a version, one line per field: before struck through, after in green. */
function Changes({ version }: { version: ProductConfigVersion }) {
  if (version.version === 1) return <Typography.Text type="secondary">The first version</Typography.Text>;
  if (version.changes.length === 0)
    return <Typography.Text type="secondary">No figure changed</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }} data-testid="config-changes">
      {version.changes.map((change) => {
        const line = describeChange(change.field, change.before, change.after);
        return (
          <li key={change.field}>
            {line.label}:{' '}
            <Typography.Text delete type="danger">
              {line.before}
            </Typography.Text>{' '}
            → <Typography.Text style={{ color: '#15803d' }}>{line.after}</Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}

/** Every version, newest first; an older one can be restored (as a new version copying it). */
export function VersionHistory({
  versions,
  loading,
  onRestore,
}: {
  versions: ProductConfigVersion[] | undefined;
  loading: boolean;
  onRestore: (version: number) => void;
}) {
  const newest = versions?.[0]?.version;
  const columns: ColumnsType<ProductConfigVersion> = [
    {
      title: 'Version',
      dataIndex: 'version',
      width: 100,
      render: (version: number) => (
        <>
          v{version} {version === newest && <Tag color="green">In force</Tag>}
        </>
      ),
    },
    { title: 'Saved (IST)', dataIndex: 'createdAt', width: 170, render: formatDateTime },
    {
      title: 'By',
      key: 'staff',
      width: 200,
      render: (_, row) =>
        row.staff ? (
          row.staff.name || row.staff.email
        ) : (
          <Typography.Text type="secondary">System</Typography.Text>
        ),
    },
    { title: 'Note', dataIndex: 'note', width: 220 },
    {
      title: 'Changes from the version before',
      key: 'changes',
      render: (_, row) => <Changes version={row} />,
    },
    {
      title: '',
      key: 'restore',
      width: 100,
      render: (_, row) =>
        row.version === newest ? null : (
          <Popconfirm
            title={`Restore version ${row.version}?`}
            description="Its figures become a new version; existing orders keep theirs."
            onConfirm={() => onRestore(row.version)}
          >
            <Button size="small">Restore</Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <DataList
      testId="config-history"
      rowKey="version"
      columns={columns}
      rows={versions}
      loading={loading}
      pageSize={10}
    />
  );
}
