import type { CustomerNotesView } from '@app/contract';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { DataList } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useAddCustomerNote } from '../api/add-customer-note';
import { useCustomerTab } from '../api/get-customer-tab';

type Row = CustomerNotesView['notes'][number];

/** The server refuses more (CUSTOMER_NOTE_TOO_LONG); the box stops there. */
const MAX_NOTE = 2000;

/** Staff notes on the customer: a dated note by anyone who reaches the record, newest first. */
export function NotesTab({ customerId }: { customerId: string }) {
  const { query, server } = useCustomerTab(customerId, 'notes');
  const add = useAddCustomerNote(customerId);
  const [text, setText] = useState('');

  const submit = async () => {
    if (await add.run(text.trim())) setText('');
  };

  return (
    <Flex vertical gap="middle">
      <Flex vertical gap={28} style={{ maxWidth: 720 }}>
        <Input.TextArea
          data-testid="note-text"
          aria-label="New note"
          placeholder="What happened, what was agreed (the customer does not see notes)"
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={MAX_NOTE}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Flex justify="flex-end">
          <Button
            type="primary"
            data-testid="note-add"
            disabled={text.trim() === ''}
            loading={add.pending}
            onClick={() => void submit()}
          >
            Add note
          </Button>
        </Flex>
      </Flex>
      <DataList<Row>
        testId="notes-table"
        rowKey="id"
        loading={query.isFetching}
        error={query.error}
        rows={query.data?.notes}
        emptyText="No note yet."
        server={server}
        columns={[
          { title: 'Added (IST)', dataIndex: 'createdAt', width: 190, render: formatDateTime },
          {
            title: 'By',
            dataIndex: 'author',
            width: 320,
            render: (author: Row['author']) => (
              <Flex vertical>
                <span>{author.name}</span>
                <Typography.Text type="secondary">{author.email}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'Note',
            dataIndex: 'text',
            render: (note: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{note}</span>,
          },
        ]}
      />
    </Flex>
  );
}
