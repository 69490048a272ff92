import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Flex, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { useDashboard } from './get-dashboard';
import { OverdueTable } from './overdue-table';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** One figure of the day: a card with an antd Statistic and a line under it. */
function Figure({
  title,
  value,
  note,
  testId,
}: {
  title: string;
  value: string | number;
  note: string;
  testId: string;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} data-testid={testId} />
      <Typography.Text type="secondary">{note}</Typography.Text>
    </Card>
  );
}

/** The day at a glance: applications, approval rate, money out and in, the open book and its overdue buckets. */
export default function DashboardPage() {
  const [day, setDay] = useState<string | undefined>(undefined);
  const dashboard = useDashboard(day);
  const data = dashboard.data ?? null;
  const error = dashboard.error ? errorText(dashboard.error) : null;
  const loading = dashboard.isFetching;
  const load = () => void dashboard.refetch();

  const a = data?.applications;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Dashboard {data ? <Typography.Text type="secondary">· {data.day} (IST)</Typography.Text> : null}
        </Typography.Title>
        <Flex gap={8}>
          <DatePicker
            aria-label="Business day"
            allowClear
            placeholder="Today"
            onChange={(value) => setDay(value ? value.format('YYYY-MM-DD') : undefined)}
          />
          <Button icon={<ReloadOutlined />} onClick={load} loading={loading}>
            Refresh
          </Button>
        </Flex>
      </Flex>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            testId="stat-applications"
            title="Applications submitted"
            value={a?.submitted ?? '—'}
            note={a ? `${a.decided} decided: ${a.approved} approved, ${a.rejected} rejected` : ' '}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            testId="stat-approval-rate"
            title="Approval rate"
            value={percent(a?.approvalRate ?? null)}
            note="Approved of the applications decided this day"
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            testId="stat-disbursed"
            title="Disbursed"
            value={data ? rupees(data.disbursed.principalPaise) : '—'}
            note={
              data
                ? `${plural(data.disbursed.count, 'loan')}; ${rupees(data.disbursed.paidOutPaise)} paid out after fees`
                : ' '
            }
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            testId="stat-collected"
            title="Collected"
            value={data ? rupees(data.collected.amountPaise) : '—'}
            note={data ? `${plural(data.collected.count, 'repayment')} succeeded` : ' '}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            testId="stat-open-loans"
            title="Open loans"
            value={data?.openLoans.count ?? '—'}
            note={data ? `${rupees(data.openLoans.outstandingPaise)} outstanding now` : ' '}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            testId="stat-overdue"
            title="Overdue loans"
            value={data ? data.overdue.reduce((sum, b) => sum + b.count, 0) : '—'}
            note={data ? `As of ${formatDateTime(data.asOf)}` : ' '}
          />
        </Col>
      </Row>
      <Card title="Overdue buckets (now)" size="small" style={{ marginTop: 16 }}>
        <OverdueTable buckets={data?.overdue ?? []} loading={loading} />
      </Card>
    </>
  );
}
