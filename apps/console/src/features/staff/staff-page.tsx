import { PlusOutlined } from '@ant-design/icons';
import { STAFF_ROLES, type StaffRole } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, queryListProps } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/session';
import { useStaffActions } from '@/lib/use-staff-mutation';
import { NewStaffModal } from './new-staff-modal';
import { OneTimePassword } from './one-time-password';
import { type StaffRow, staffApi } from './staff-api';

const STAFF = ['staff'] as const;

/**
 * Staff accounts (admin): add, change role, disable, end sessions, reset password
 * and authenticator. Everything that signs a member out asks first.
 */
export default function StaffPage() {
  const me = useStaff();
  const { modal } = App.useApp();
  const list = useQuery({ queryKey: STAFF, queryFn: staffApi.list });
  const [adding, setAdding] = useState(false);
  const [password, setPassword] = useState<{ email: string; password: string } | null>(null);
  /** Runs one action on a row, says how it went, and reloads the table. */
  const { act } = useStaffActions(STAFF);

  // A new role and a disabled account both end the member's sessions at once (the server revokes
  // them), so each asks first, naming the person; Cancel leaves the row as it was.
  const changeRole = (row: StaffRow, next: StaffRole) =>
    modal.confirm({
      title: `Make ${row.name} (${row.email}) ${next}?`,
      content: `${row.name} changes from ${row.role} to ${next}: they are signed out now and see the ${next}'s sections when they sign in again.`,
      okText: `Make ${next}`,
      onOk: () => act(`${row.name} is now ${next}`, () => staffApi.update(row.id, { role: next })),
    });

  const toggleDisabled = (row: StaffRow) =>
    modal.confirm({
      title: row.disabled ? `Enable ${row.name} (${row.email})?` : `Disable ${row.name} (${row.email})?`,
      content: row.disabled
        ? `${row.name} can sign in again with their password and authenticator, as ${row.role}.`
        : `${row.name} will be signed out now and cannot sign in until an admin enables the account again.`,
      okText: row.disabled ? 'Enable' : 'Disable',
      okButtonProps: { danger: !row.disabled },
      onOk: () =>
        act(row.disabled ? `${row.name} enabled` : `${row.name} disabled`, () =>
          staffApi.update(row.id, { disabled: !row.disabled }),
        ),
    });

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
          onChange={(next) => changeRole(row, next)}
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
            <Button size="small" data-testid={`staff-toggle-${row.id}`} onClick={() => toggleDisabled(row)}>
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
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Staff
      </Typography.Title>
      <DataList
        testId="staff-table"
        rowKey="id"
        columns={columns}
        {...queryListProps(list)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="staff-add"
          >
            Add staff member
          </Button>
        }
        search={{ placeholder: 'Name or e-mail', text: (row) => `${row.name} ${row.email}` }}
      />
      <NewStaffModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setPassword(created);
          void list.refetch();
        }}
      />
      <OneTimePassword shown={password} onClose={() => setPassword(null)} />
    </>
  );
}
