import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Input, Row, Space, Statistic, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataList, sorters } from '@/components/data-list';
import { errorText } from '@/lib/api';
import { moneyApi, type ReconLine, rupees } from './money-api';
import { useReconciliation } from './money-queries';

const STATUS: Record<ReconLine['status'], { color: string; label: string }> = {
  matched: { color: 'green', label: 'Matched' },
  mismatch: { color: 'red', label: 'Mismatch' },
  missing_in_ledger: { color: 'red', label: 'Missing in ledger' },
  missing_in_gateway: { color: 'orange', label: 'Missing in gateway' },
};

const TYPES: Record<ReconLine['type'], string> = {
  payout: 'Payout',
  collection: 'Collection',
  mandate_debit: 'Auto-debit',
  mandate_refund: 'Auto-debit refund',
  receipt: 'Receipt',
  suspense: 'Suspense',
  receipt_refund: 'Receipt refund',
};

/** Today in India time, the lender's business day. */
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * One IST day's payouts, collections, auto-debits, receipts, suspense and their refunds against the
 * ledger, with the CSV to download: each of the CSV's totals rows has its figure here, to the paisa;
 * no figures ('—') while the day loads or fails.
 */
export function ReconciliationTab() {
  const { message } = App.useApp();
  const [day, setDay] = useState(todayIst);
  const recon = useReconciliation(day);
  // A failed day shows no totals, not the last day's.
  const summary = recon.error ? undefined : recon.data;

  const columns: ColumnsType<ReconLine> = [
    {
      title: 'Type',
      dataIndex: 'type',
      width: 150,
      // A receipt's method (bank transfer, cash, cheque) beside its type (decision 087).
      render: (t: ReconLine['type'], row) =>
        row.method ? `${TYPES[t]} (${row.method.replace('_', ' ')})` : TYPES[t],
    },
    { title: 'Order', dataIndex: 'orderNo', width: 170 },
    { title: 'Reference', dataIndex: 'reference' },
    { title: 'UTR', dataIndex: 'utr', width: 140, render: (u: string | null) => u ?? '—' },
    {
      title: 'Gateway record',
      dataIndex: 'recordPaise',
      width: 140,
      align: 'right',
      render: rupees,
      sorter: sorters.number((row) => row.recordPaise),
    },
    { title: 'Ledger', dataIndex: 'ledgerPaise', width: 140, align: 'right', render: rupees },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 160,
      render: (s: ReconLine['status']) => <Tag color={STATUS[s].color}>{STATUS[s].label}</Tag>,
      sorter: sorters.text((row) => STATUS[row.status].label),
    },
  ];

  const t = summary?.totals;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <Input
          type="date"
          value={day}
          max={todayIst()}
          onChange={(e) => e.target.value && setDay(e.target.value)}
          style={{ width: 170 }}
          aria-label="Business day (IST)"
          data-testid="recon-day"
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => moneyApi.downloadCsv(day).catch((e: unknown) => message.error(errorText(e)))}
          data-testid="recon-download"
        >
          Download CSV
        </Button>
      </Space>
      <Row gutter={16}>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Paid out (gateway)" value={rupees(t?.payoutsRecordPaise)} />
            <Statistic
              title="Paid out (ledger)"
              value={rupees(t?.payoutsLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Collected (gateway)" value={rupees(t?.collectionsRecordPaise)} />
            <Statistic
              title="Collected (ledger)"
              value={rupees(t?.collectionsLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Auto-debited (gateway)" value={rupees(t?.mandateDebitsRecordPaise)} />
            <Statistic
              title="Auto-debited (ledger)"
              value={rupees(t?.mandateDebitsLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Refunded (gateway)" value={rupees(t?.mandateRefundsRecordPaise)} />
            <Statistic
              title="Refunded (ledger)"
              value={rupees(t?.mandateRefundsLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Receipts (records)" value={rupees(t?.receiptsRecordPaise)} />
            <Statistic
              title="Receipts (ledger)"
              value={rupees(t?.receiptsLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Suspense (records)" value={rupees(t?.suspenseRecordPaise)} />
            <Statistic
              title="Suspense (ledger)"
              value={rupees(t?.suspenseLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Receipt refunds (records)" value={rupees(t?.receiptRefundsRecordPaise)} />
            <Statistic
              title="Receipt refunds (ledger)"
              value={rupees(t?.receiptRefundsLedgerPaise)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="Matched" value={t?.matched ?? '—'} />
            <Statistic
              title="Not matched"
              value={t?.problems ?? '—'}
              styles={{ content: { fontSize: 16, color: (t?.problems ?? 0) > 0 ? '#cf1322' : undefined } }}
            />
          </Card>
        </Col>
      </Row>
      <DataList
        testId="recon-table"
        rowKey={(row) => `${row.type}-${row.reference}`}
        columns={columns}
        rows={summary?.lines}
        loading={recon.isFetching}
        error={recon.error}
        onRefresh={() => void recon.refetch()}
        search={{
          placeholder: 'Order, reference or UTR',
          text: (row) => `${row.orderNo} ${row.reference} ${row.utr ?? ''}`,
        }}
        emptyText="No payouts, collections or auto-debits on this day"
      />
    </Space>
  );
}
