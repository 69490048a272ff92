import type { CustomerLedgerView } from '@app/contract';
import { Alert, Tag, Typography } from 'antd';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { useCustomerTab } from '../api/get-customer-tab';

type Journal = CustomerLedgerView['journals'][number];

/**
 * Journals with their entries (debit > 0, credit < 0); every order journal's sum should read
 * ₹0.00. A day's accrual batch journal shows only this customer's lines (decision 050).
 */
export function LedgerTab({ customerId }: { customerId: string }) {
  const { query, server } = useCustomerTab(customerId, 'ledger');
  const data = query.data;
  return (
    <DataList<Journal>
      rowKey="id"
      size="small"
      loading={query.isFetching}
      error={query.error}
      rows={data?.journals}
      server={server}
      notice={
        data ? (
          <Alert
            data-testid="ledger-balance"
            type={data.balancePaise === 0 ? 'success' : 'error'}
            showIcon
            message={`The customer's order journals sum to ${rupees(data.balancePaise)}${data.balancePaise === 0 ? ': the books balance.' : ': the books do not balance.'}`}
            description={
              data.journals.some((j) => j.batch)
                ? "Daily accruals are posted in batch journals shared by many loans: their rows show this customer's lines, which the batch's income lines balance."
                : undefined
            }
          />
        ) : null
      }
      expandable={{
        // Every journal open: the entries are the point of this tab.
        expandedRowKeys: (data?.journals ?? []).map((j) => j.id),
        showExpandColumn: false,
        expandedRowRender: (journal) => (
          <DataList
            rowKey={(entry) => `${entry.account}:${entry.amountPaise}`}
            size="small"
            rows={journal.entries}
            columns={[
              {
                title: 'Account',
                dataIndex: 'account',
                render: (a: string) => <Typography.Text code>{a}</Typography.Text>,
              },
              {
                title: 'Debit',
                dataIndex: 'amountPaise',
                align: 'right',
                render: (p: number) => (p > 0 ? rupees(p) : ''),
              },
              {
                title: 'Credit',
                dataIndex: 'amountPaise',
                key: 'credit',
                align: 'right',
                render: (p: number) => (p < 0 ? rupees(-p) : ''),
              },
            ]}
          />
        ),
      }}
      columns={[
        { title: 'When (IST)', dataIndex: 'createdAt', width: 200, render: formatDateTime },
        {
          title: 'Kind',
          dataIndex: 'kind',
          render: (k: string, j) => (
            <>
              <Tag>{k}</Tag>
              {j.batch ? <Tag color="blue">batch</Tag> : null}
            </>
          ),
        },
        { title: 'Order', dataIndex: 'orderNo', render: (n: string | null) => n ?? '—' },
        { title: 'Entries', key: 'n', align: 'right', render: (_, j) => j.entries.length },
        {
          title: 'Sum',
          dataIndex: 'sumPaise',
          align: 'right',
          render: (p: number, j) =>
            j.batch ? (
              <Typography.Text type="secondary">{rupees(p)} (share)</Typography.Text>
            ) : (
              <Typography.Text type={p === 0 ? 'success' : 'danger'}>{rupees(p)}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
