import type { CustomerMessagesView } from '@app/contract';
import { Flex, Tag, Typography } from 'antd';
import { formatDateTime } from '@/lib/format';
import { useCustomerTab } from '../api/get-customer-tab';
import { CustomerTabTable } from './customer-tab-table';

type Row = CustomerMessagesView['messages'][number];

const LANGUAGES: Record<string, string> = { en: 'English', hi: 'Hindi', zh: 'Chinese' };

/** The message center as the borrower has it: each text as they read it, in their language. */
export function MessagesTab({ customerId }: { customerId: string }) {
  // The same query as the table's: the language comes with the page.
  const language = useCustomerTab(customerId, 'messages').query.data?.language;
  return (
    <Flex vertical gap="small">
      {language ? (
        <Typography.Text type="secondary" data-testid="messages-language">
          As the customer read them, in {LANGUAGES[language] ?? language}.
        </Typography.Text>
      ) : null}
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
            key: 'text',
            render: (_: unknown, row: Row) => (
              <Flex vertical gap={2} data-testid="message-text">
                <Typography.Text strong>{row.title}</Typography.Text>
                {row.body ? <span>{row.body}</span> : null}
              </Flex>
            ),
          },
          { title: 'Read (IST)', dataIndex: 'readAt', width: 190, render: formatDateTime },
        ]}
      />
    </Flex>
  );
}
