import { STAFF_ROLES, type StaffRole } from '@app/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { staffApi } from './staff-api';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { email: string; password: string }) => void;
}

interface Values {
  email: string;
  name: string;
  role: StaffRole;
}

export function NewStaffModal({ open, onClose, onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const email = values.email.trim();
      const created = await staffApi.create({ email, name: values.name.trim(), role: values.role });
      form.resetFields();
      onCreated({ email, password: created.password });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Add a staff member"
      okText="Create account"
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'new-staff-submit' }}
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ role: 'agent' }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input data-testid="new-staff-name" />
        </Form.Item>
        <Form.Item name="email" label="Work e-mail" rules={[{ required: true, type: 'email' }]}>
          <Input data-testid="new-staff-email" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true }]}>
          <Select
            data-testid="new-staff-role"
            options={STAFF_ROLES.map((role) => ({ value: role, label: role }))}
          />
        </Form.Item>
        {error && <div style={{ color: '#dc2626' }}>{error}</div>}
      </Form>
    </Modal>
  );
}
