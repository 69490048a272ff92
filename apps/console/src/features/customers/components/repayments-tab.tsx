import type { CustomerRepaymentsView } from '@app/contract';
import { Alert, Table } from 'antd';
import { useCallback } from 'react';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { getCustomerTab } from '../api/get-customer-tab';
import { usePaged } from '../api/use-paged';
import { StateTag } from './state-tag';

type Row = CustomerRepaymentsView['repayments'][number];

export function RepaymentsTab({ customerId }: { customerId: string }) {
  const fetchPage = useCallback(
    (o: number, l: number) => getCustomerTab(customerId, 'repayments', o, l),
    [customerId],
  );
  const { data, loading, error, page, pageSize, setPage } = usePaged(fetchPage);
  return (
    <>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.repayments ?? []}
        locale={{ emptyText: 'No repayment yet.' }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: 'Started (IST)', dataIndex: 'createdAt', width: 190, render: formatDateTime },
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Kind', dataIndex: 'kind' },
          { title: 'Method', dataIndex: 'method' },
          { title: 'Amount', dataIndex: 'amountPaise', align: 'right', render: rupees },
          {
            title: 'Coupon',
            dataIndex: 'couponPaise',
            align: 'right',
            render: (p: number) => (p ? rupees(p) : '—'),
          },
          { title: 'UTR', dataIndex: 'utr', render: (u: string | null) => u ?? '—' },
          {
            title: 'State',
            dataIndex: 'state',
            render: (s: string, row) => (
              <>
                <StateTag state={s} />
                {row.failureReason ?? ''}
              </>
            ),
          },
          { title: 'Settled (IST)', dataIndex: 'settledAt', width: 190, render: formatDateTime },
        ]}
      />
    </>
  );
}
