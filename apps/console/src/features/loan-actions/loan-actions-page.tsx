import { ArrowLeftOutlined } from '@ant-design/icons';
import { addDays, istDayKey } from '@app/domain';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DataList } from '@/components/data-list';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { ProposeForm } from './components/propose-form';
import { loanActionsApi, type Proposal, type ProposalKind } from './loan-actions-api';
import { useActionLoan, usePropose } from './loan-actions-queries';
import { describeProposal, KIND_LABELS } from './proposal-labels';

const toPaise = (rupeesValue: unknown) => Math.round(Number(rupeesValue) * 100);
const STATE_COLOURS: Record<string, string> = { proposed: 'gold', executed: 'green', rejected: 'red' };

/**
 * A loan's actions under maker-checker (decision 088), reached from the
 * customer record: propose a waiver, a write-off, a settlement or a
 * restructuring (each approved by another person of another role), open the
 * foreclosure statement (no approval: it moves no money), and see every
 * proposal on the loan.
 */
export default function LoanActionsPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const loan = useActionLoan(orderId);
  const propose = usePropose();
  const today = istDayKey(new Date());
  const [foreclosureDay, setForeclosureDay] = useState(today);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} style={{ alignSelf: 'flex-start' }}>
      Back
    </Button>
  );
  if (loan.error) {
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert type="error" showIcon title={errorText(loan.error)} data-testid="loan-actions-error" />
      </Flex>
    );
  }
  if (!loan.data) return <Skeleton active />;
  const l = loan.data.loan;
  const open = l.state === 'disbursed';
  const run = (kind: ProposalKind) => (payload: Record<string, unknown>, reason: string) =>
    propose.run({ kind, payload: { orderId, ...payload }, reason });

  return (
    <Flex vertical gap="middle">
      {back}
      <Typography.Title level={1} style={{ margin: 0 }}>
        Loan actions: {l.customerName ?? 'Unnamed borrower'}, loan {l.orderNo}
      </Typography.Title>
      <Descriptions bordered size="small" column={3} data-testid="loan-actions-summary">
        <Descriptions.Item label="State">{l.state}</Descriptions.Item>
        <Descriptions.Item label="Owed now">{rupees(l.owedPaise)}</Descriptions.Item>
        <Descriptions.Item label="Principal">{rupees(l.principalPaise)}</Descriptions.Item>
        <Descriptions.Item label="Interest">{rupees(l.interestPaise)}</Descriptions.Item>
        <Descriptions.Item label="Penal charges">{rupees(l.penalPaise)}</Descriptions.Item>
        <Descriptions.Item label="Reporting status">
          {l.reportingStatus ?? '—'}
          {l.settlementAgreedPaise ? ` (${rupees(l.settlementAgreedPaise)} agreed)` : ''}
          {l.restructuredOn ? `, restructured ${l.restructuredOn}` : ''}
        </Descriptions.Item>
      </Descriptions>
      {open ? null : (
        <Alert type="info" showIcon title="The loan is not open: no action can be proposed on it." />
      )}
      <Flex gap="middle" wrap align="start">
        <ProposeForm<{ amountRupees: number }>
          testId="propose-waiver"
          title="Waive penal charges"
          intro={`Up to the penal charges owed, ${rupees(l.penalPaise)}.`}
          disabled={!open || l.penalPaise === 0}
          pending={propose.pending}
          onPropose={(v, reason) => run('waiver')({ amountPaise: toPaise(v.amountRupees) }, reason)}
        >
          <Form.Item name="amountRupees" label="Amount (₹)" rules={[{ required: true }]}>
            <InputNumber min={0.01} max={l.penalPaise / 100} step={1} data-testid="propose-waiver-amount" />
          </Form.Item>
        </ProposeForm>
        <ProposeForm<{ agreedRupees: number; payByDay: string }>
          testId="propose-settlement"
          title="One-time settlement"
          intro={`An agreed amount below what is owed (${rupees(l.owedPaise)}), paid by a day at most 90 days away; reported as settled.`}
          disabled={!open}
          pending={propose.pending}
          onPropose={(v, reason) =>
            run('settlement')({ agreedPaise: toPaise(v.agreedRupees), payByDay: v.payByDay }, reason)
          }
        >
          <Form.Item name="agreedRupees" label="Agreed amount (₹)" rules={[{ required: true }]}>
            <InputNumber
              min={1}
              max={Math.max(1, (l.owedPaise - 1) / 100)}
              data-testid="propose-settlement-amount"
            />
          </Form.Item>
          <Form.Item
            name="payByDay"
            label="Pay by"
            initialValue={addDays(today, 30)}
            rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'A day, YYYY-MM-DD' }]}
          >
            <Input
              type="date"
              min={addDays(today, 1)}
              max={addDays(today, 90)}
              data-testid="propose-settlement-day"
            />
          </Form.Item>
        </ProposeForm>
        <ProposeForm<{ count: number; installmentDays: number }>
          testId="propose-restructure"
          title="Restructure"
          intro="The principal still owed over new instalments at the loan's rate; arrears stay arrears."
          disabled={!open}
          pending={propose.pending}
          onPropose={(v, reason) => run('restructure')(v, reason)}
        >
          <Form.Item name="count" label="Instalments" initialValue={6} rules={[{ required: true }]}>
            <InputNumber min={1} max={24} data-testid="propose-restructure-count" />
          </Form.Item>
          <Form.Item
            name="installmentDays"
            label="Days between"
            initialValue={30}
            rules={[{ required: true }]}
          >
            <InputNumber min={7} max={31} />
          </Form.Item>
        </ProposeForm>
        <ProposeForm<Record<string, never>>
          testId="propose-write-off"
          title="Write off"
          intro={`Everything owed (${rupees(l.owedPaise)}) leaves the books; later recoveries are income.`}
          disabled={!open}
          pending={propose.pending}
          onPropose={(_, reason) => run('write_off')({}, reason)}
        />
      </Flex>
      <Flex gap="small" align="center" wrap data-testid="foreclosure">
        <Typography.Text strong>Foreclosure statement</Typography.Text>
        <Input
          type="date"
          style={{ width: 180 }}
          value={foreclosureDay}
          min={today}
          max={addDays(today, 30)}
          onChange={(e) => setForeclosureDay(e.target.value)}
          data-testid="foreclosure-day"
        />
        <Button
          disabled={!open}
          data-testid="foreclosure-open"
          onClick={() =>
            void loanActionsApi
              .openForeclosure(orderId, foreclosureDay)
              .catch((e) => message.error(errorText(e)))
          }
        >
          Open PDF
        </Button>
        <Typography.Text type="secondary">
          The payoff on that day; no approval needed (it moves no money).
        </Typography.Text>
      </Flex>
      <DataList<Proposal>
        testId="loan-proposals"
        rowKey="id"
        rows={loan.data.items}
        emptyText="No action proposed on this loan yet."
        columns={[
          { title: 'Action', key: 'kind', render: (_, p) => KIND_LABELS[p.kind] ?? p.kind },
          { title: 'What', key: 'what', render: (_, p) => describeProposal(p) },
          {
            title: 'State',
            dataIndex: 'state',
            render: (s: string) => <Tag color={STATE_COLOURS[s]}>{s}</Tag>,
          },
          {
            title: 'Proposed',
            key: 'by',
            render: (_, p) => `${p.proposedRole}, ${formatDateTime(p.proposedAt)}`,
          },
          { title: 'Reason', dataIndex: 'reason' },
          {
            title: 'Decided',
            key: 'decided',
            render: (_, p) =>
              p.decidedRole ? `${p.decidedRole}${p.decisionReason ? `: ${p.decisionReason}` : ''}` : '—',
          },
        ]}
      />
    </Flex>
  );
}
