import { Alert, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useReferences } from '../collections-queries';

/**
 * The borrower's references from the application, behind a button: each
 * showing is audited by the server. They may help reach the borrower, and
 * are never to be told of the debt (no message to them exists).
 */
export function ReferencesCard({ orderId }: { orderId: string }) {
  const [shown, setShown] = useState(false);
  const references = useReferences(orderId, shown);
  return (
    <Card title="References" style={{ flex: '1 1 360px' }} data-testid="collection-references">
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="Only to reach the borrower. Never tell a reference about the loan or the debt. Every view is recorded."
      />
      {!shown ? (
        <Button onClick={() => setShown(true)} data-testid="collection-references-show">
          Show references
        </Button>
      ) : references.error ? (
        <Alert type="error" showIcon title={errorText(references.error)} />
      ) : (
        <Table
          size="small"
          rowKey="phone"
          pagination={false}
          loading={references.isFetching}
          dataSource={references.data ?? []}
          data-testid="collection-references-table"
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Phone', dataIndex: 'phone' },
            { title: 'Relationship', dataIndex: 'relationship' },
          ]}
        />
      )}
    </Card>
  );
}
