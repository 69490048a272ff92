import { Button, Input, InputNumber, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { queuePagesListProps } from '@/lib/use-queue-pages';
import { rupees } from './money-api';
import { METHOD_LABELS, type ReceiptPostBody, STATE_TAGS, type StaffReceipt } from './receipts-api';
import { useChequeDecision, usePostReceipt, useReceipts } from './receipts-queries';

/** Today in India time, the lender's business day. */
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

type Method = ReceiptPostBody['method'];

interface Draft {
  method: Method;
  rail: 'neft' | 'imps' | 'rtgs';
  reference: string;
  rupees: number | null;
  receivedDay: string;
  payerReference: string;
  chequeBank: string;
  chequeDay: string;
}

const EMPTY: Draft = {
  method: 'bank_transfer',
  rail: 'neft',
  reference: '',
  rupees: null,
  receivedDay: '',
  payerReference: '',
  chequeBank: '',
  chequeDay: '',
};

/** What the form sends: only the fields its method uses; amounts in paise. */
export function receiptBody(d: Draft): ReceiptPostBody {
  return {
    method: d.method,
    ...(d.method === 'bank_transfer' ? { rail: d.rail } : {}),
    reference: d.reference.trim(),
    amountPaise: Math.round((d.rupees ?? 0) * 100),
    receivedDay: d.receivedDay,
    ...(d.payerReference.trim() ? { payerReference: d.payerReference.trim() } : {}),
    ...(d.method === 'cheque' ? { chequeBank: d.chequeBank.trim(), chequeDay: d.chequeDay } : {}),
  };
}

const ready = (d: Draft) =>
  d.reference.trim().length >= 4 &&
  (d.rupees ?? 0) >= 1 &&
  /^\d{4}-\d{2}-\d{2}$/.test(d.receivedDay) &&
  (d.method !== 'cheque' || (d.chequeBank.trim().length >= 2 && /^\d{4}-\d{2}-\d{2}$/.test(d.chequeDay)));

/** Receipts posted by hand: a bank transfer, cash or a cheque, against a loan's order number or into suspense. */
export function ReceiptsTab() {
  const list = useReceipts(undefined);
  const post = usePostReceipt();
  const cheque = useChequeDecision();
  const [draft, setDraft] = useState<Draft | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const columns: ColumnsType<StaffReceipt> = [
    { title: 'Received', dataIndex: 'receivedDay', width: 110 },
    {
      title: 'Method',
      key: 'method',
      width: 150,
      render: (_, r) => `${METHOD_LABELS[r.method]}${r.rail ? ` (${r.rail.toUpperCase()})` : ''}`,
    },
    {
      title: 'Reference',
      key: 'reference',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text code>{r.reference}</Typography.Text>
          {r.chequeBank ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.chequeBank}, dated {r.chequeDay}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amountPaise',
      width: 130,
      align: 'right',
      render: rupees,
      sorter: sorters.number((r) => r.amountPaise),
    },
    { title: 'Loan', key: 'loan', width: 170, render: (_, r) => r.orderNo ?? r.payerReference ?? '-' },
    {
      title: 'State',
      key: 'state',
      width: 150,
      render: (_, r) => <Tag color={STATE_TAGS[r.state].color}>{STATE_TAGS[r.state].label}</Tag>,
    },
    {
      title: 'Refund',
      key: 'refund',
      width: 150,
      render: (_, r) =>
        r.refundPaise > 0
          ? `${rupees(r.refundPaise)} ${r.refundRef ? 'paid' : r.refundFailure ? 'refused' : 'pending'}`
          : '-',
    },
    {
      title: 'Action',
      key: 'action',
      width: 180,
      render: (_, r) =>
        r.state === 'awaiting_clearance' ? (
          <Space size={4}>
            <Popconfirm
              title={`Cheque ${r.reference} cleared?`}
              description="It is credited now: to its loan, or to suspense."
              onConfirm={() => cheque.run({ id: r.id, outcome: 'cleared' })}
            >
              <Button size="small" type="primary" data-testid={`cheque-cleared-${r.reference}`}>
                Cleared
              </Button>
            </Popconfirm>
            <Popconfirm
              title={`Cheque ${r.reference} bounced?`}
              description="Nothing was credited, so nothing is reversed."
              onConfirm={() => cheque.run({ id: r.id, outcome: 'bounced' })}
            >
              <Button size="small" danger data-testid={`cheque-bounced-${r.reference}`}>
                Bounced
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DataList
        testId="receipts-table"
        rowKey="id"
        columns={columns}
        {...queuePagesListProps(list)}
        intro="A receipt whose payer reference is a loan's order number is applied to it as a repayment; anything else waits in suspense. A cheque is credited when it clears."
        actions={
          <Button type="primary" onClick={() => setDraft({ ...EMPTY, receivedDay: todayIst() })}>
            Post a receipt
          </Button>
        }
        search={{
          placeholder: 'Reference, loan or payer reference',
          text: (r) => `${r.reference} ${r.orderNo ?? ''} ${r.payerReference ?? ''}`,
        }}
        emptyText="No receipts posted"
      />
      <Modal
        open={draft !== null}
        title="Post a receipt"
        okText="Post"
        okButtonProps={{ disabled: !draft || !ready(draft), loading: post.pending }}
        onCancel={() => setDraft(null)}
        onOk={async () => {
          if (!draft) return;
          if ((await post.run(receiptBody(draft))) !== null) setDraft(null);
        }}
      >
        {draft ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Select<Method>
              aria-label="Method"
              value={draft.method}
              style={{ width: '100%' }}
              options={(Object.keys(METHOD_LABELS) as Method[]).map((m) => ({
                value: m,
                label: METHOD_LABELS[m],
              }))}
              onChange={(method) => set({ method })}
            />
            {draft.method === 'bank_transfer' ? (
              <Select
                aria-label="Rail"
                value={draft.rail}
                style={{ width: '100%' }}
                options={['neft', 'imps', 'rtgs'].map((r) => ({ value: r, label: r.toUpperCase() }))}
                onChange={(rail) => set({ rail })}
              />
            ) : null}
            <Input
              data-testid="receipt-reference"
              placeholder={
                draft.method === 'bank_transfer'
                  ? 'UTR'
                  : draft.method === 'cash'
                    ? 'Receipt number'
                    : 'Cheque number'
              }
              value={draft.reference}
              onChange={(e) => set({ reference: e.target.value })}
            />
            <InputNumber<number>
              data-testid="receipt-amount"
              addonBefore="₹"
              min={1}
              precision={2}
              style={{ width: '100%' }}
              value={draft.rupees}
              onChange={(v) => set({ rupees: v })}
            />
            <Input
              data-testid="receipt-day"
              addonBefore="Received on"
              placeholder="YYYY-MM-DD"
              value={draft.receivedDay}
              onChange={(e) => set({ receivedDay: e.target.value })}
            />
            <Input
              data-testid="receipt-payer-reference"
              placeholder="Payer's reference (the loan's order number)"
              value={draft.payerReference}
              onChange={(e) => set({ payerReference: e.target.value })}
            />
            {draft.method === 'cheque' ? (
              <>
                <Input
                  data-testid="receipt-cheque-bank"
                  placeholder="Drawee bank"
                  value={draft.chequeBank}
                  onChange={(e) => set({ chequeBank: e.target.value })}
                />
                <Input
                  data-testid="receipt-cheque-day"
                  addonBefore="Cheque date"
                  placeholder="YYYY-MM-DD"
                  value={draft.chequeDay}
                  onChange={(e) => set({ chequeDay: e.target.value })}
                />
              </>
            ) : null}
          </Space>
        ) : null}
      </Modal>
    </Space>
  );
}
