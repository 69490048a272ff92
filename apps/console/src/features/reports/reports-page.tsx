import { CloudDownloadOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Input, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { rupees } from '@/lib/money';
import { ppmAsPercent } from '@/lib/rate';
import { type Report, type ReportName, reportsApi } from './reports-api';

const REPORTS: { name: ReportName; label: string; about: string }[] = [
  {
    name: 'disbursals',
    label: 'Disbursal register',
    about: 'Every loan paid out in the range, from the ledger.',
  },
  {
    name: 'collections',
    label: 'Collection register',
    about: 'Every repayment and extension collected in the range.',
  },
  {
    name: 'ageing',
    label: 'Ageing and PAR',
    about: 'Outstanding principal at the end of the range by days past due; PAR 1/30/60/90.',
  },
  {
    name: 'npa',
    label: 'NPA and provisioning',
    about: 'Loans outstanding at the end of the range with class and provision (standard 0.40%, NPA 10%).',
  },
  { name: 'cash', label: 'Cash position', about: 'Per day and clearing account: opening, in, out, closing.' },
];

/** A report's figure as the console shows it: amounts (`*Paise`) in rupees to the paisa, rates (`*Ppm`, `*Bps`) in percent. */
function figure(key: string, value: string | number | null): string | number | null {
  if (typeof value !== 'number') return value;
  if (key.endsWith('Paise')) return rupees(value);
  if (key.endsWith('Ppm')) return `${ppmAsPercent(value)}%`;
  if (key.endsWith('Bps')) return `${ppmAsPercent(value * 100)}%`;
  return value;
}
const label = (key: string) => key.replace(/(Paise|Ppm|Bps)$/, '');

/** Today in India time, the lender's business day. */
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const monthStart = () => `${todayIst().slice(0, 8)}01`;

function ReportTab({ name, about, from, to }: { name: ReportName; about: string; from: string; to: string }) {
  const { message } = App.useApp();
  const query = useQuery({
    queryKey: ['reports', name, from, to],
    queryFn: () => reportsApi.report(name, from, to),
  });
  const report: Report | undefined = query.error ? undefined : query.data;
  const columns = (report?.columns ?? []).map((c) => ({
    title: label(c.key),
    dataIndex: c.key,
    align: c.kind === 'text' ? ('left' as const) : ('right' as const),
    render:
      c.kind === 'paise' ? (v: number | null) => rupees(v) : (v: string | number | null) => figure(c.key, v),
  }));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{about}</Typography.Text>
      <Button
        icon={<DownloadOutlined />}
        onClick={() =>
          reportsApi.downloadCsv(name, from, to).catch((e: unknown) => message.error(errorText(e)))
        }
        data-testid={`report-csv-${name}`}
      >
        Download CSV
      </Button>
      {query.error ? <Typography.Text type="danger">{errorText(query.error)}</Typography.Text> : null}
      {report ? (
        <Card size="small" title="Totals">
          <Descriptions size="small" column={3}>
            {Object.entries(report.totals).map(([key, value]) => (
              <Descriptions.Item key={key} label={label(key)}>
                {figure(key, value)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ) : null}
      <Table
        size="small"
        loading={query.isLoading}
        rowKey={(_row, i) => String(i)}
        columns={columns}
        dataSource={report?.rows ?? []}
        pagination={{ pageSize: 50 }}
        scroll={{ x: true }}
      />
    </Space>
  );
}

/** Reports (finance, admin): the registers, ageing, NPA, cash position as CSV, and the credit-bureau file. */
export default function ReportsPage() {
  const { message } = App.useApp();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(todayIst);
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Reports
      </Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
          aria-label="From (IST)"
          style={{ width: 170 }}
        />
        <Input
          type="date"
          value={to}
          min={from}
          max={todayIst()}
          onChange={(e) => e.target.value && setTo(e.target.value)}
          aria-label="To (IST)"
          style={{ width: 170 }}
        />
        <Button
          icon={<CloudDownloadOutlined />}
          onClick={() =>
            reportsApi
              .downloadBureauFile()
              .then(() => message.success('Bureau file made and downloaded (audited).'))
              .catch((e: unknown) => message.error(errorText(e)))
          }
          data-testid="bureau-file"
        >
          Credit-bureau file
        </Button>
      </Space>
      <Tabs
        destroyOnHidden
        items={REPORTS.map((r) => ({
          key: r.name,
          label: r.label,
          children: <ReportTab name={r.name} about={r.about} from={from} to={to} />,
        }))}
      />
    </>
  );
}
