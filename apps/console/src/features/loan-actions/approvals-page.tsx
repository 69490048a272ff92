import { App, Button, Flex, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import type { Proposal } from './loan-actions-api';
import { useDecide, useWaiting } from './loan-actions-queries';
import { describeProposal, KIND_LABELS, subjectOf } from './proposal-labels';

/**
 * Waiting for my approval: proposals by someone else of another role (the
 * server lists only those, decision 088). Approving does the action at once,
 * so it asks first, naming the borrower and the action; a rejection needs a
 * reason.
 */
export default function ApprovalsPage() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const waiting = useWaiting();
  const decide = useDecide();
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [reason, setReason] = useState('');

  const approve = (p: Proposal) =>
    modal.confirm({
      title: `Approve: ${KIND_LABELS[p.kind] ?? p.kind}?`,
      content: `${subjectOf(p)}: ${describeProposal(p)}. Proposed by ${p.proposedRole}: "${p.reason}". It is done at once.`,
      okText: 'Approve',
      onOk: () => decide.run({ id: p.id, verb: 'approve' }),
    });

  const reject = async () => {
    if (!rejecting) return;
    const done = await decide.run({ id: rejecting.id, verb: 'reject', reason: reason.trim() });
    if (done) {
      setRejecting(null);
      setReason('');
    }
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ margin: 0 }}>
        Waiting for my approval
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Waivers, write-offs, settlements, restructurings and bulk coupons proposed by someone else of another
        role.
      </Typography.Paragraph>
      <DataList<Proposal>
        testId="approvals-table"
        rowKey="id"
        {...queuePagesListProps(waiting)}
        emptyText="Nothing waiting for you."
        // A loan's proposal opens the loan's actions (its balance and history); bulk coupons have no loan.
        onOpen={(p) => (p.orderId ? navigate(`/loan-actions/loans/${p.orderId}`) : undefined)}
        columns={[
          { title: 'For', key: 'subject', render: (_, p) => subjectOf(p) },
          {
            title: 'Action',
            key: 'action',
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <Tag>{KIND_LABELS[p.kind] ?? p.kind}</Tag>
                {describeProposal(p)}
              </Space>
            ),
          },
          { title: 'Proposed by', dataIndex: 'proposedRole', width: 120 },
          { title: 'Reason', dataIndex: 'reason' },
          { title: 'When', dataIndex: 'proposedAt', width: 170, render: (v: string) => formatDateTime(v) },
          {
            title: '',
            key: 'decide',
            width: 190,
            render: (_, p) => (
              <Space>
                <Button type="primary" data-testid={`approve-${p.id}`} onClick={() => approve(p)}>
                  Approve
                </Button>
                <Button danger data-testid={`reject-${p.id}`} onClick={() => setRejecting(p)}>
                  Reject
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={rejecting ? `Reject: ${KIND_LABELS[rejecting.kind] ?? rejecting.kind}?` : ''}
        okText="Reject"
        okButtonProps={
          { danger: true, disabled: reason.trim().length < 3, 'data-testid': 'reject-confirm' } as never
        }
        confirmLoading={decide.pending}
        onOk={() => void reject()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        {rejecting ? (
          <Flex vertical gap="small">
            <Typography.Text>
              {subjectOf(rejecting)}: {describeProposal(rejecting)}. Nothing changes.
            </Typography.Text>
            <Input.TextArea
              data-testid="reject-reason"
              placeholder="Why (the proposer reads it)"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Flex>
        ) : null}
      </Modal>
    </Flex>
  );
}
