import { ArrowLeftOutlined } from '@ant-design/icons';
import { canReach } from '@app/domain';
import { Alert, Button, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { BureauCard } from '@/components/bureau-card';
import { KycCard, MaskedImages } from '@/components/kyc-evidence';
import { errorText } from '@/lib/api';
import { useStaff } from '@/lib/session';
import { useCustomer } from './api/get-customer';
import { ApplicationTab } from './components/application-tab';
import { DocumentsTab } from './components/documents-tab';
import { FeedbackTab } from './components/feedback-tab';
import { LedgerTab } from './components/ledger-tab';
import { LoanActionsLinks } from './components/loan-actions-links';
import { MessagesTab } from './components/messages-tab';
import { NotesTab } from './components/notes-tab';
import { OrdersTab } from './components/orders-tab';
import { ProfileCard } from './components/profile-card';
import { RepaymentsTab } from './components/repayments-tab';

/**
 * One customer: the profile, the identity evidence (KYC check, masked card
 * images, the bureau pull), then a tab per part of the record (the paged tabs
 * load when opened), staff notes among them.
 */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const record = customer.data ?? null;
  const error = customer.error ? errorText(customer.error) : null;
  const staff = useStaff();

  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label="Back" />
        <Typography.Title level={1} style={{ margin: 0 }}>
          {record ? (record.profile.name ?? record.profile.phone) : 'Customer'}
        </Typography.Title>
      </Flex>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!record && !error ? <Skeleton active /> : null}
      {record ? (
        <>
          <ProfileCard profile={record.profile} />
          <Flex vertical gap={12} style={{ marginTop: 12 }}>
            <KycCard kyc={record.kyc} />
            <MaskedImages title="Card images (masked)" images={record.cardImages ?? []} />
            <BureauCard bureau={record.bureau?.report ?? null} pulledAt={record.bureau?.pulledAt} />
          </Flex>
          <Tabs
            style={{ marginTop: 12 }}
            destroyOnHidden
            items={[
              {
                key: 'application',
                label: 'Application',
                children: <ApplicationTab applications={record.applications} />,
              },
              {
                key: 'orders',
                label: `Orders & schedule (${record.orders.length})`,
                children: <OrdersTab orders={record.orders} />,
              },
              ...(staff && canReach(staff.role, 'loan_actions')
                ? [
                    {
                      key: 'loan-actions',
                      label: 'Loan actions',
                      children: <LoanActionsLinks orders={record.orders} />,
                    },
                  ]
                : []),
              {
                key: 'documents',
                label: 'Documents',
                children: (
                  <DocumentsTab customerId={id} customerName={record.profile.name ?? record.profile.phone} />
                ),
              },
              { key: 'ledger', label: 'Ledger', children: <LedgerTab customerId={id} /> },
              { key: 'repayments', label: 'Repayments', children: <RepaymentsTab customerId={id} /> },
              { key: 'messages', label: 'Messages', children: <MessagesTab customerId={id} /> },
              { key: 'feedback', label: 'Feedback', children: <FeedbackTab customerId={id} /> },
              { key: 'notes', label: 'Notes', children: <NotesTab customerId={id} /> },
            ]}
          />
        </>
      ) : null}
    </>
  );
}
