import type { TableColumnsType } from 'antd';
import { DataList } from '@/components/data-list';
import { type CustomerTabs, useCustomerTab } from '../api/get-customer-tab';

/** One server-paged tab of the customer's record as a list: the page, its total, loading and the error. */
export function CustomerTabTable<K extends keyof CustomerTabs, Row extends { id: string }>({
  customerId,
  tab,
  rows,
  emptyText,
  columns,
}: {
  customerId: string;
  tab: K;
  rows: (data: CustomerTabs[K]) => Row[];
  emptyText: string;
  columns: TableColumnsType<Row>;
}) {
  const { query, server } = useCustomerTab(customerId, tab);
  return (
    <DataList<Row>
      rowKey="id"
      loading={query.isFetching}
      error={query.error}
      rows={query.data ? rows(query.data) : undefined}
      emptyText={emptyText}
      server={server}
      columns={columns}
    />
  );
}
