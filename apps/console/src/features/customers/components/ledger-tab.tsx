import type { CustomerLedgerView } from '@app/contract';
import { Alert, Table, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { getCustomerTab } from '../api/get-customer-tab';
import { usePaged } from '../api/use-paged';

type Journal = CustomerLedgerView['journals'][number];

/**
 * Journals with their entries (debit > 0, credit < 0); every order journal's sum should read
 * Rs 0. A day's accrual batch journal shows only this customer's lines (decision 050).
 */
export function LedgerTab({ customerId }: { customerId: string }) {
  const fetchPage = useCallback(
    (o: number, l: number) => getCustomerTab(customerId, 'ledger', o, l),
    [customerId],
  );
  const { data, loading, error, page, pageSize, setPage } = usePaged(fetchPage);
  return (
    <>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {data ? (
        <Alert
          data-testid="ledger-balance"
          style={{ marginBottom: 12 }}
          type={data.balancePaise === 0 ? 'success' : 'error'}
          showIcon
          message={`The customer's order journals sum to ${rupees(data.balancePaise)}${data.balancePaise === 0 ? ': the books balance.' : ': the books do not balance.'}`}
          description={
            data.journals.some((j) => j.batch)
              ? "Daily accruals are posted in batch journals shared by many loans: their rows show this customer's lines, which the batch's income lines balance."
              : undefined
          }
        />
      ) : null}
      <Table<Journal>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.journals ?? []}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        expandable={{
          // Every journal open: the entries are the point of this tab.
          expandedRowKeys: (data?.journals ?? []).map((j) => j.id),
          showExpandColumn: false,
          expandedRowRender: (journal) => (
            <Table
              rowKey={(entry) => `${entry.account}:${entry.amountPaise}`}
              size="small"
              pagination={false}
              dataSource={journal.entries}
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
    </>
  );
}
