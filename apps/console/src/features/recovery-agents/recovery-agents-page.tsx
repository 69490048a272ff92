import { PlusOutlined } from '@ant-design/icons';
import type { RecoveryAgencyView, RecoveryAgentView } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, queryListProps } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useStaffActions } from '@/lib/use-staff-mutation';
import { recoveryApi } from './recovery-api';
import { RegisterEntryModal } from './register-entry-modal';

const REGISTER = ['recovery', 'register'] as const;

type Adding = null | { of: 'agency' } | { of: 'agent'; agency: RecoveryAgencyView };

const status = (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>);

/**
 * Recovery agencies and their agents (admin, decision 086): register,
 * deactivate, reactivate. The active ones are published on the borrower
 * app's public page (names and phones); each change is audited by the server.
 */
export default function RecoveryAgentsPage() {
  const list = useQuery({ queryKey: REGISTER, queryFn: recoveryApi.register });
  const [adding, setAdding] = useState<Adding>(null);
  const { act } = useStaffActions(REGISTER);

  const toggle = (kind: 'agency' | 'agent', row: { id: string; name: string; active: boolean }) => (
    <Popconfirm
      title={
        row.active
          ? `Deactivate ${row.name}? It leaves the public list and can take no new loan.`
          : `Reactivate ${row.name}? It is published again.`
      }
      okText={row.active ? 'Deactivate' : 'Reactivate'}
      onConfirm={() =>
        act(`${row.name} ${row.active ? 'deactivated' : 'reactivated'}`, () =>
          kind === 'agency'
            ? recoveryApi.updateAgency(row.id, { active: !row.active })
            : recoveryApi.updateAgent(row.id, { active: !row.active }),
        )
      }
    >
      <Button size="small" danger={row.active} data-testid={`recovery-toggle-${row.id}`}>
        {row.active ? 'Deactivate' : 'Reactivate'}
      </Button>
    </Popconfirm>
  );

  const agentColumns: ColumnsType<RecoveryAgentView> = [
    { title: 'Agent', dataIndex: 'name' },
    { title: 'DRA / ID number', dataIndex: 'idNumber', width: 170 },
    { title: 'Phone', dataIndex: 'phone', width: 120 },
    { title: 'E-mail', dataIndex: 'email' },
    { title: 'Status', dataIndex: 'active', width: 90, render: status },
    { title: 'Action', key: 'action', width: 120, render: (_, row) => toggle('agent', row) },
  ];

  const columns: ColumnsType<RecoveryAgencyView> = [
    {
      title: 'Agency',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{row.registrationNo}</Typography.Text>
        </Space>
      ),
    },
    { title: 'Phone', dataIndex: 'phone', width: 120 },
    { title: 'E-mail', dataIndex: 'email' },
    {
      title: 'Agents',
      key: 'agents',
      width: 80,
      render: (_, row) => row.agents.filter((a) => a.active).length,
    },
    { title: 'Status', dataIndex: 'active', width: 90, render: status },
    { title: 'Registered (IST)', dataIndex: 'createdAt', width: 150, render: formatDateTime },
    {
      title: 'Actions',
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            disabled={!row.active}
            onClick={() => setAdding({ of: 'agent', agency: row })}
            data-testid={`recovery-add-agent-${row.id}`}
          >
            Add agent
          </Button>
          {toggle('agency', row)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>Recovery agents</Typography.Title>
      <DataList
        {...queryListProps(list)}
        rowKey="id"
        columns={columns}
        testId="recovery-agencies"
        emptyText="No recovery agency is registered."
        intro="Agencies and agents who may contact borrowers about overdue loans. Active ones are listed, with their phones, on the app's public Recovery agents page."
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding({ of: 'agency' })}
            data-testid="recovery-add-agency"
          >
            Register agency
          </Button>
        }
        expandable={{
          // Agents always show under their agency: the register is read whole.
          showExpandColumn: false,
          expandedRowKeys: (list.data ?? []).map((agency) => agency.id),
          rowExpandable: (row: RecoveryAgencyView) => row.agents.length > 0,
          expandedRowRender: (row: RecoveryAgencyView) => (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              columns={agentColumns}
              dataSource={row.agents}
              data-testid={`recovery-agents-${row.id}`}
            />
          ),
        }}
      />
      {adding ? (
        <RegisterEntryModal
          kind={adding.of === 'agency' ? adding : { of: 'agent', agencyName: adding.agency.name }}
          onClose={() => setAdding(null)}
          onSubmit={({ name, reference, phone, email }) =>
            adding.of === 'agency'
              ? act(`${name} registered`, () =>
                  recoveryApi.createAgency({ name, registrationNo: reference, phone, email }),
                )
              : act(`${name} added to ${adding.agency.name}`, () =>
                  recoveryApi.createAgent(adding.agency.id, { name, idNumber: reference, phone, email }),
                )
          }
        />
      ) : null}
    </>
  );
}
