import type { CustomerMessagesView } from '@app/contract';
import { Tag, Typography } from 'antd';
import { formatDateTime } from '@/lib/format';
import { CustomerTabTable } from './customer-tab-table';

type Row = CustomerMessagesView['messages'][number];

/** The message center as the borrower has it: template and values (shown in the borrower's language there). */
export function MessagesTab({ customerId }: { customerId: string }) {
  return (
    <CustomerTabTable
      customerId={customerId}
      tab="messages"
      rows={(data) => data.messages}
      emptyText={'No message.'}
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
  );
}
