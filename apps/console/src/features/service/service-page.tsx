import { Tabs, Typography } from 'antd';
import { DeletionRequestsTab } from './components/deletion-requests-tab';
import { FeedbackTab } from './components/feedback-tab';
import { GrievancesTab } from './components/grievances-tab';

/** Customer service (agent, admin): account-deletion requests, the feedback inbox, grievances. */
export default function ServicePage() {
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Customer service
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'deletions', label: 'Deletion requests', children: <DeletionRequestsTab /> },
          { key: 'feedback', label: 'Feedback', children: <FeedbackTab /> },
          { key: 'grievances', label: 'Grievances', children: <GrievancesTab /> },
        ]}
      />
    </>
  );
}
