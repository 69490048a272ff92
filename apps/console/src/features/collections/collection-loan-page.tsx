import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { rupees } from '@/lib/money';
import { BUCKET_COLOURS } from './collection-labels';
import { useCollectionLoan } from './collections-queries';
import { ContactHistory } from './components/contact-history';
import { LogContactForm } from './components/log-contact-form';
import { PromisesList } from './components/promises-list';
import { ReferencesCard } from './components/references-card';

/** One overdue loan's collection file: the borrower, what is overdue, references, contacts and promises to pay. */
export default function CollectionLoanPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loan = useCollectionLoan(id);
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate('/collections')}
      style={{ alignSelf: 'flex-start' }}
    >
      Collections
    </Button>
  );
  if (loan.error) {
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert type="error" showIcon title={errorText(loan.error)} data-testid="collection-loan-error" />
      </Flex>
    );
  }
  if (!loan.data) return <Skeleton active />;
  const l = loan.data;
  return (
    <Flex vertical gap="middle">
      {back}
      <Typography.Title level={1} style={{ margin: 0 }}>
        Loan {l.orderNo}
      </Typography.Title>
      <Descriptions bordered size="small" column={3} data-testid="collection-loan-summary">
        <Descriptions.Item label="Borrower">{l.customerName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Phone">
          <Typography.Text copyable>{l.phone}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Collector">{l.collector?.name ?? 'Unassigned'}</Descriptions.Item>
        <Descriptions.Item label="Days past due">
          {l.dpd} <Tag color={BUCKET_COLOURS[l.bucket]}>{l.bucket}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Overdue">{rupees(l.overduePaise)}</Descriptions.Item>
        <Descriptions.Item label="Loan amount">{rupees(l.principalPaise)}</Descriptions.Item>
        <Descriptions.Item label="Next follow-up">{l.nextFollowUpOn ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Last contact">{formatDateTime(l.lastContactAt)}</Descriptions.Item>
        <Descriptions.Item label="Class">{l.assetClass}</Descriptions.Item>
      </Descriptions>
      <Flex gap="middle" align="start" wrap>
        <Card title="Log a call or note" style={{ flex: '1 1 420px' }}>
          <LogContactForm orderId={l.orderId} />
        </Card>
        <ReferencesCard orderId={l.orderId} />
      </Flex>
      <Card title="Promises to pay">
        <PromisesList promises={l.promises} />
      </Card>
      <Card title="Contact history">
        <ContactHistory contacts={l.contacts} />
      </Card>
    </Flex>
  );
}
