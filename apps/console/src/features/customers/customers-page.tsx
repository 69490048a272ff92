import type { CustomerSearchView } from '@app/contract';
import { Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useCustomerSearch } from './api/search-customers';
import { stateColor } from './components/state-tag';

type Row = CustomerSearchView['customers'][number];

/** Search: a phone, its last digits or an order number; a row opens the customer. */
export default function CustomersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { query, setPage, server } = useCustomerSearch(q);
  const [text, setText] = useState(q);

  return (
    <>
      <Typography.Title level={1}>Customers</Typography.Title>
      <Input.Search
        data-testid="customer-search"
        aria-label="Phone or order number"
        placeholder="Phone (or its last 4+ digits) or order number (LN…)"
        enterButton="Search"
        size="large"
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => {
          setPage(1);
          setParams(value.trim() ? { q: value.trim() } : {});
        }}
        style={{ maxWidth: 560, marginBottom: 16 }}
      />
      <DataList<Row>
        testId="customer-results"
        rowKey="id"
        loading={query.isFetching}
        error={q ? query.error : null}
        rows={q ? query.data?.customers : []}
        emptyText={q ? 'No customer matches.' : 'Search by phone or order number.'}
        onRow={(row) => ({ onClick: () => navigate(`/customers/${row.id}`), style: { cursor: 'pointer' } })}
        server={server}
        columns={[
          { title: 'Phone', dataIndex: 'phone', width: 160 },
          { title: 'Name', dataIndex: 'name', render: (name: string | null) => name ?? '—' },
          {
            title: 'Application',
            dataIndex: 'applicationState',
            width: 160,
            render: (state: string | null) => (state ? <Tag color={stateColor(state)}>{state}</Tag> : '—'),
          },
          { title: 'Joined (IST)', dataIndex: 'createdAt', width: 200, render: formatDateTime },
          { title: 'Last login (IST)', dataIndex: 'lastLoginAt', width: 200, render: formatDateTime },
        ]}
      />
    </>
  );
}
