import type { CustomerMessagesView } from '@app/contract';
import { Alert, Table, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { formatDateTime } from '@/lib/format';
import { getCustomerTab } from '../api/get-customer-tab';
import { usePaged } from '../api/use-paged';

type Row = CustomerMessagesView['messages'][number];

/** The message center as the borrower has it: template and values (shown in the borrower's language there). */
export function MessagesTab({ customerId }: { customerId: string }) {
  const fetchPage = useCallback(
    (o: number, l: number) => getCustomerTab(customerId, 'messages', o, l),
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
        dataSource={data?.messages ?? []}
        locale={{ emptyText: 'No message.' }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: 'Sent (IST)', dataIndex: 'createdAt', width: 190, render: formatDateTime },
          { title: 'Kind', dataIndex: 'kind', width: 100, render: (k: string) => <Tag>{k}</Tag> },
          {
            title: 'Message',
            dataIndex: 'template',
            render: (t: string) => <Typography.Text code>{t}</Typography.Text>,
          },
          {
            title: 'Values',
            dataIndex: 'params',
            render: (params: Row['params']) =>
              Object.entries(params)
                .map(([k, v]) => `${k}: ${v}`)
                .join(' · ') || '—',
          },
          { title: 'Read (IST)', dataIndex: 'readAt', width: 190, render: formatDateTime },
        ]}
      />
    </>
  );
}
