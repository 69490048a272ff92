import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { CustomerTabTable } from './customer-tab-table';
import { StateTag } from './state-tag';

export function RepaymentsTab({ customerId }: { customerId: string }) {
  return (
    <CustomerTabTable
      customerId={customerId}
      tab="repayments"
      rows={(data) => data.repayments}
      emptyText={'No repayment yet.'}
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
  );
}
