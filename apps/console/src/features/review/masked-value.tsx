import { EyeOutlined } from '@ant-design/icons';
import type { RevealField } from '@app/contract';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useReveal } from './review-queries';

/**
 * A masked Aadhaar, PAN or account number. "Reveal" asks why (the reason goes
 * to the audit log with the reviewer's name) before the server sends the number.
 */
export function MaskedValue(props: {
  applicationId: string;
  field: RevealField;
  masked: string;
  label: string;
}) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const revealing = useReveal(props.applicationId, props.field);
  const [value, setValue] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const reveal = async ({ reason }: { reason: string }) => {
    try {
      const res = await revealing.mutateAsync(reason);
      setValue(res.value);
      setOpen(false);
      form.resetFields();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <Space size={8}>
      <Typography.Text code data-testid={`value-${props.field}`} copyable={value ? { text: value } : false}>
        {value ?? props.masked}
      </Typography.Text>
      {value ? null : (
        <Button
          size="small"
          icon={<EyeOutlined />}
          data-testid={`reveal-${props.field}`}
          onClick={() => setOpen(true)}
        >
          Reveal
        </Button>
      )}
      <Modal
        title={`Reveal the full ${props.label}`}
        open={open}
        okText="Reveal"
        confirmLoading={revealing.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          The reason is kept in the audit log with your name.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={reveal}>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              { required: true, min: 5, max: 300, whitespace: true, message: 'Say why (5-300 characters).' },
            ]}
          >
            <Input.TextArea rows={2} autoFocus placeholder="e.g. Compare with the PAN card photo" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
