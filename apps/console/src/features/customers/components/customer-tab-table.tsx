import { Alert, Table, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { type CustomerTabs, getCustomerTab } from '../api/get-customer-tab';
import { usePaged } from '../api/use-paged';

/** One server-paged tab of the customer's record as a table: the page, its total, loading and the error. */
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
  const fetchPage = useCallback(
    (offset: number, limit: number) => getCustomerTab(customerId, tab, offset, limit),
    [customerId, tab],
  );
  const { data, loading, error, page, pageSize, setPage } = usePaged(fetchPage);
  return (
    <>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data ? rows(data) : []}
        locale={{ emptyText }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={columns}
      />
    </>
  );
}
