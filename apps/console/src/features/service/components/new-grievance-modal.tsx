import type { GrievanceCreateBody } from '@app/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';

interface Values {
  phone: string;
  channel: 'email' | 'phone' | 'letter';
  receivedOn?: string;
  summary: string;
}

/** Logs a complaint that came by e-mail, phone or letter, for the customer with that phone number. */
export function NewGrievanceModal(props: {
  open: boolean;
  onClose: () => void;
  onLog: (body: GrievanceCreateBody) => Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    await props.onLog({ ...values, receivedOn: values.receivedOn || undefined });
    setSaving(false);
  };
  return (
    <Modal
      open={props.open}
      title="Log a grievance"
      okText="Log grievance"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={props.onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ channel: 'email' }}>
        <Form.Item
          name="phone"
          label="Customer's phone"
          rules={[{ required: true, message: 'The phone number' }]}
        >
          <Input placeholder="10-digit mobile number" maxLength={20} />
        </Form.Item>
        <Form.Item name="channel" label="Received by">
          <Select
            options={[
              { value: 'email', label: 'E-mail' },
              { value: 'phone', label: 'Phone call' },
              { value: 'letter', label: 'Letter' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="receivedOn"
          label="Received on"
          extra="Leave empty for today. The 30-day clock runs from this day."
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="summary"
          label="Complaint"
          rules={[{ required: true, whitespace: true, message: 'What the customer complains about' }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
