import { Tabs, Typography } from 'antd';
import { CouponsTab } from './coupons-tab';
import { FaqTab } from './faq-tab';
import { MessagesTab } from './messages-tab';

/** Content (agent, admin): activity messages and coupons to customers, the help center's FAQ. */
export default function ContentPage() {
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Content
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'messages', label: 'Messages', children: <MessagesTab /> },
          { key: 'coupons', label: 'Coupons', children: <CouponsTab /> },
          { key: 'faq', label: 'FAQ', children: <FaqTab /> },
        ]}
      />
    </>
  );
}
