import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { STAFF_ROLES, type StaffRole } from '@app/domain';
import { App, Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/session';
import { NewStaffModal } from './new-staff-modal';
import { OneTimePassword } from './one-time-password';
import { type StaffRow, staffApi } from './staff-api';

/** Staff accounts (admin): add, change role, disable, end sessions, reset password and authenticator. */
export default function StaffPage() {
  const me = useStaff();
  const { message } = App.useApp();
  const [rows, setRows] = useState<StaffRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [adding, setAdding] = useState(false);
  const [password, setPassword] = useState<{ email: string; password: string } | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await staffApi.list());
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [message]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one action on a row, says how it went, and reloads the table. */
  const act = async (done: string, action: () => Promise<unknown>) => {
    try {
      await action();
      message.success(done);
    } catch (e) {
      message.error(errorText(e));
    }
    await load();
  };

  const columns: ColumnsType<StaffRow> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Role',
      dataIndex: 'role',
      width: 120,
      render: (role: StaffRole, row) => (
        <Select
          aria-label={`Role of ${row.name}`}
          value={role}
          size="small"
          style={{ width: 110 }}
          disabled={row.id === me?.id}
          options={STAFF_ROLES.map((r) => ({ value: r, label: r }))}
          onChange={(next) =>
            act(`${row.name} is now ${next}`, () => staffApi.update(row.id, { role: next }))
          }
        />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 160,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.disabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>}
          {row.totpEnrolled ? <Tag>Authenticator set</Tag> : <Tag color="orange">No authenticator</Tag>}
        </Space>
      ),
    },
    { title: 'Last sign-in (IST)', dataIndex: 'lastLoginAt', width: 150, render: formatDateTime },
    { title: 'Added (IST)', dataIndex: 'createdAt', width: 150, render: formatDateTime },
    {
      title: 'Actions',
      key: 'actions',
      width: 270,
      render: (_, row) =>
        row.id === me?.id ? (
          <Typography.Text type="secondary">You</Typography.Text>
        ) : (
          <Space size={4}>
            <Button
              size="small"
              onClick={() =>
                act(row.disabled ? `${row.name} enabled` : `${row.name} disabled`, () =>
                  staffApi.update(row.id, { disabled: !row.disabled }),
                )
              }
            >
              {row.disabled ? 'Enable' : 'Disable'}
            </Button>
            <Popconfirm
              title={`Sign ${row.name} out everywhere?`}
              onConfirm={() => act('Sessions ended', () => staffApi.revokeSessions(row.id))}
            >
              <Button size="small">End sessions</Button>
            </Popconfirm>
            <Popconfirm
              title="Reset password and authenticator?"
              description="A new password is shown once; they set up the authenticator again."
              onConfirm={() =>
                act('Password reset', async () => {
                  const reset = await staffApi.reset(row.id);
                  setPassword({ email: row.email, password: reset.password });
                })
              }
            >
              <Button size="small" danger>
                Reset
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
      >
        <Typography.Title level={1} style={{ margin: 0 }}>
          Staff
        </Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void load()}>
            Refresh
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="staff-add"
          >
            Add staff member
          </Button>
        </Space>
      </div>
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        data-testid="staff-table"
      />
      <NewStaffModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setPassword(created);
          void load();
        }}
      />
      <OneTimePassword shown={password} onClose={() => setPassword(null)} />
    </>
  );
}
