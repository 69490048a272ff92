import { App, Button, Card, Col, Input, Modal, Row, Space, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList } from '@/components/data-list';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { rupees } from './money-api';
import { METHOD_LABELS, type StaffReceipt } from './receipts-api';
import { useDecideProposal, useProposeAllocation, useProposeRefund, useSuspense } from './receipts-queries';

type Dialog =
  | { kind: 'allocate'; row: StaffReceipt; orderNo: string; reason: string }
  | { kind: 'refund'; row: StaffReceipt; accountNumber: string; ifsc: string; name: string; reason: string }
  | { kind: 'reject'; row: StaffReceipt; reason: string };

/** What a proposal asks, in words. */
export function proposalText(p: NonNullable<StaffReceipt['proposal']>): string {
  const what = p.action === 'allocate' ? `Allocate to ${p.orderNo ?? ''}` : `Refund to ${p.account ?? ''}`;
  return `${what}, proposed by ${p.role}: ${p.reason}`;
}

/**
 * Money that matched no loan: its ledger balance beside the receipts held, and
 * for each a proposal to allocate it to a loan or refund it to the payer, which
 * another person with another role approves (four eyes).
 */
export function SuspenseTab() {
  const { modal } = App.useApp();
  const held = useSuspense();
  const allocate = useProposeAllocation();
  const refund = useProposeRefund();
  const decide = useDecideProposal();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const patch = (p: Partial<Dialog>) => setDialog((d) => (d ? ({ ...d, ...p } as Dialog) : d));

  const columns: ColumnsType<StaffReceipt> = [
    { title: 'Received', dataIndex: 'receivedDay', width: 110 },
    { title: 'Method', key: 'method', width: 130, render: (_, r) => METHOD_LABELS[r.method] },
    {
      title: 'Reference',
      dataIndex: 'reference',
      render: (ref: string) => <Typography.Text code>{ref}</Typography.Text>,
    },
    { title: 'Amount', dataIndex: 'amountPaise', width: 130, align: 'right', render: rupees },
    { title: "Payer's reference", key: 'payer', render: (_, r) => r.payerReference ?? '-' },
    {
      title: 'Waiting for',
      key: 'proposal',
      render: (_, r) =>
        r.state === 'refunded' ? 'Refund being paid' : r.proposal ? proposalText(r.proposal) : 'A proposal',
    },
    {
      title: 'Action',
      key: 'action',
      width: 220,
      render: (_, r) => {
        if (r.state !== 'suspense') return null;
        const p = r.proposal;
        return p ? (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              data-testid={`approve-${r.reference}`}
              onClick={() => approve(r, p)}
            >
              Approve
            </Button>
            <Button size="small" danger onClick={() => setDialog({ kind: 'reject', row: r, reason: '' })}>
              Reject
            </Button>
          </Space>
        ) : (
          <Space size={4}>
            <Button
              size="small"
              data-testid={`allocate-${r.reference}`}
              onClick={() => setDialog({ kind: 'allocate', row: r, orderNo: '', reason: '' })}
            >
              Allocate
            </Button>
            <Button
              size="small"
              onClick={() =>
                setDialog({ kind: 'refund', row: r, accountNumber: '', ifsc: '', name: '', reason: '' })
              }
            >
              Refund
            </Button>
          </Space>
        );
      },
    },
  ];

  // Approving moves the money at once (onto the loan, or out to the payer's bank): it asks first.
  const approve = (r: StaffReceipt, p: NonNullable<StaffReceipt['proposal']>) =>
    modal.confirm({
      title:
        p.action === 'allocate'
          ? `Allocate ${rupees(r.amountPaise)} (${r.reference}) to loan ${p.orderNo ?? ''}?`
          : `Refund ${rupees(r.amountPaise)} (${r.reference}) to ${p.account ?? 'the payer'}?`,
      content:
        p.action === 'allocate'
          ? `The receipt is posted to loan ${p.orderNo ?? ''} as a repayment now; it cannot be moved back from this screen.`
          : `The money is paid out to ${p.account ?? 'the payer'} now; it cannot be called back.`,
      okText: p.action === 'allocate' ? 'Allocate' : 'Refund',
      onOk: () => decide.run({ proposalId: p.id, approve: true }),
    });

  const valid =
    dialog !== null &&
    dialog.reason.trim().length >= 3 &&
    (dialog.kind !== 'allocate' || dialog.orderNo.trim().length > 0) &&
    (dialog.kind !== 'refund' ||
      (/^\d{6,18}$/.test(dialog.accountNumber) &&
        /^[A-Z]{4}0[A-Z0-9]{6}$/.test(dialog.ifsc) &&
        dialog.name.trim().length >= 2));

  async function submit() {
    if (!dialog) return;
    const reason = dialog.reason.trim();
    const done =
      dialog.kind === 'allocate'
        ? await allocate.run({ id: dialog.row.id, orderNo: dialog.orderNo.trim(), reason })
        : dialog.kind === 'refund'
          ? await refund.run({
              id: dialog.row.id,
              accountNumber: dialog.accountNumber,
              ifsc: dialog.ifsc,
              name: dialog.name.trim(),
              reason,
            })
          : await decide.run({ proposalId: dialog.row.proposal?.id ?? '', approve: false, reason });
    if (done !== null) setDialog(null);
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={8}>
          <Card size="small">
            <Statistic title="Suspense in the ledger" value={rupees(held.last?.ledgerPaise ?? 0)} />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title="Receipts held" value={rupees(held.last?.heldPaise ?? 0)} />
          </Card>
        </Col>
      </Row>
      <DataList
        testId="suspense-table"
        rowKey="id"
        columns={columns}
        {...queuePagesListProps(held)}
        intro="Allocating or refunding is proposed by one person and approved by another with a different role."
        emptyText="Nothing in suspense"
      />
      <Modal
        open={dialog !== null}
        title={
          dialog?.kind === 'allocate'
            ? `Allocate ${rupees(dialog.row.amountPaise)} to a loan`
            : dialog?.kind === 'refund'
              ? `Refund ${rupees(dialog.row.amountPaise)} to the payer`
              : 'Reject the proposal'
        }
        okText={dialog?.kind === 'reject' ? 'Reject' : 'Propose'}
        okButtonProps={{ disabled: !valid, danger: dialog?.kind === 'reject' }}
        onCancel={() => setDialog(null)}
        onOk={submit}
      >
        {dialog ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {dialog.kind === 'allocate' ? (
              <Input
                data-testid="allocate-order"
                placeholder="The loan's order number"
                value={dialog.orderNo}
                onChange={(e) => patch({ orderNo: e.target.value })}
              />
            ) : null}
            {dialog.kind === 'refund' ? (
              <>
                <Input
                  data-testid="refund-account"
                  placeholder="Account number"
                  value={dialog.accountNumber}
                  onChange={(e) => patch({ accountNumber: e.target.value.replace(/\D/g, '') })}
                />
                <Input
                  data-testid="refund-ifsc"
                  placeholder="IFSC"
                  value={dialog.ifsc}
                  onChange={(e) => patch({ ifsc: e.target.value.toUpperCase() })}
                />
                <Input
                  data-testid="refund-name"
                  placeholder="Account holder's name"
                  value={dialog.name}
                  onChange={(e) => patch({ name: e.target.value })}
                />
              </>
            ) : null}
            <Input.TextArea
              data-testid="suspense-reason"
              rows={3}
              maxLength={300}
              placeholder="Why (kept in the audit log)"
              value={dialog.reason}
              onChange={(e) => patch({ reason: e.target.value })}
            />
          </Space>
        ) : null}
      </Modal>
    </Space>
  );
}
