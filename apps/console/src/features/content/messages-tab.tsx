import { SendOutlined } from '@ant-design/icons';
import {
  CONTENT_SEGMENT_LABELS,
  type ContentSegment,
  STAFF_MESSAGE_LIMITS,
  STAFF_MESSAGE_TARGETS,
  type StaffMessageTarget,
} from '@app/domain';
import { App, Button, Card, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { CampaignsTable } from './campaigns-table';
import { contentApi, type LangTexts, newSendKey } from './content-api';
import { LangErrorSummary, type LangField, LangFields, useLangTabs } from './lang-fields';
import { AudienceCount, SegmentSelect } from './segment-select';
import { useCampaigns } from './use-campaigns';

interface MessageForm {
  segment: ContentSegment;
  target: StaffMessageTarget | 'none';
  title: LangTexts;
  body: LangTexts;
}

const TARGET_LABELS: Record<StaffMessageTarget, string> = {
  home: 'Home',
  loan: 'My loan',
  coupons: 'My coupons',
  settings: 'Settings',
  feedback: 'Feedback',
};

const TEXTS: LangField[] = [
  { name: 'title', label: 'Title', max: STAFF_MESSAGE_LIMITS.titleMax },
  { name: 'body', label: 'Body', max: STAFF_MESSAGE_LIMITS.bodyMax, rows: 4 },
];

/** An activity message, written in the three languages, to every customer of a segment. */
export function MessagesTab() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<MessageForm>();
  const tabs = useLangTabs(form, TEXTS);
  const segment = Form.useWatch('segment', form);
  const [key, setKey] = useState(newSendKey);
  const [sending, setSending] = useState(false);
  const campaigns = useCampaigns('message');

  const send = async (values: MessageForm) => {
    setSending(true);
    try {
      const result = await contentApi.sendMessage({
        key,
        segment: values.segment,
        title: values.title,
        body: values.body,
        target: values.target === 'none' ? null : values.target,
      });
      message.success(
        result.repeated
          ? `Already sent: it reached ${result.delivered} customers`
          : `Delivered to ${result.delivered} customer${result.delivered === 1 ? '' : 's'}`,
      );
      form.resetFields();
      setKey(newSendKey());
      await campaigns.reload();
    } catch (e) {
      message.error(tabs.showServerError(e) ?? errorText(e));
    } finally {
      setSending(false);
    }
  };

  const confirm = (values: MessageForm) =>
    modal.confirm({
      title: 'Send this message?',
      content: `“${values.title.en}” goes to the message center (Offers) of ${CONTENT_SEGMENT_LABELS[values.segment].toLowerCase()}. It cannot be recalled.`,
      okText: 'Send',
      onOk: () => send(values),
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="New activity message" size="small">
        <Form<MessageForm>
          form={form}
          layout="vertical"
          initialValues={{ segment: 'all', target: 'none' }}
          onFinish={confirm}
          {...tabs.formProps}
          style={{ maxWidth: 760 }}
        >
          <Space size={24} align="start" wrap>
            <Form.Item name="segment" label="To" extra={<AudienceCount segment={segment} />}>
              <SegmentSelect />
            </Form.Item>
            <Form.Item name="target" label="Opens (optional)">
              <Select
                style={{ width: 200 }}
                options={[
                  { value: 'none', label: 'No screen' },
                  ...STAFF_MESSAGE_TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] })),
                ]}
              />
            </Form.Item>
          </Space>
          <LangFields tabs={tabs} />
          <LangErrorSummary tabs={tabs} />
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
            Send message
          </Button>
        </Form>
      </Card>
      <Card title="Recent messages" size="small">
        <CampaignsTable rows={campaigns.rows} loading={campaigns.loading} error={campaigns.error} />
      </Card>
      <Typography.Text type="secondary">
        Messages appear at once in the Offers tab of the message center, in each customer’s language.
      </Typography.Text>
    </Space>
  );
}
