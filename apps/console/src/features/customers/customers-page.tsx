import type { CustomerSearchView } from '@app/contract';
import { Alert, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useCustomerSearch } from './api/search-customers';
import { stateColor } from './components/state-tag';

type Row = CustomerSearchView['customers'][number];

/**
 * Search: a phone, its last digits, an order number or a name; a row opens
 * the customer (click, or Enter on a row reached with Tab). Only the answer to
 * the text searched is listed: a failed or empty search shows its own message
 * and no rows of the one before, so nobody opens the wrong person.
 */
export default function CustomersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { query, setPage, server } = useCustomerSearch(q);
  const [text, setText] = useState(q);
  const answer = q && !query.error && query.data?.q === q ? query.data : undefined;

  return (
    <>
      <Typography.Title level={1}>Customers</Typography.Title>
      <Input.Search
        data-testid="customer-search"
        aria-label="Phone, order number or name"
        placeholder="Phone (or its last 4+ digits), order number (LN…) or name (3+ letters)"
        enterButton="Search"
        size="large"
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => {
          setPage(1);
          setParams(value.trim() ? { q: value.trim() } : {});
        }}
        style={{ maxWidth: 640, marginBottom: 16 }}
      />
      <DataList<Row>
        testId="customer-results"
        rowKey="id"
        loading={query.isFetching}
        error={q ? query.error : null}
        rows={answer?.customers ?? []}
        emptyText={
          q
            ? query.error
              ? 'No results.'
              : 'No customer matches.'
            : 'Search by phone, order number or name.'
        }
        notice={
          answer?.capped ? (
            <Alert
              type="info"
              showIcon
              data-testid="customer-search-capped"
              title="More than 50 customers match: the first 50 are listed. Type more of the name to narrow it."
            />
          ) : null
        }
        onOpen={(row) => navigate(`/customers/${row.id}`)}
        server={answer ? server : undefined}
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
