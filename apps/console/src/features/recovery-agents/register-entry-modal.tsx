import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';

export interface EntryValues {
  name: string;
  /** The agency's registration (CIN/LLPIN) or the agent's DRA certificate / ID number. */
  reference: string;
  phone: string;
  email: string;
}

interface Props {
  /** What is added: an agency, or an agent of the named agency. */
  kind: { of: 'agency' } | { of: 'agent'; agencyName: string };
  onClose: () => void;
  /** Null when the server refused (its message is shown): the form stays open. */
  onSubmit: (values: EntryValues) => Promise<unknown>;
}

/** Adds an agency or an agent: name, registration or ID number, phone and e-mail; the server checks them too. */
export function RegisterEntryModal({ kind, onClose, onSubmit }: Props) {
  const [form] = Form.useForm<EntryValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const agency = kind.of === 'agency';

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const done = await onSubmit({
        name: values.name.trim(),
        reference: values.reference.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
      });
      if (done !== null) onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={agency ? 'Register a recovery agency' : `Add an agent of ${kind.agencyName}`}
      okText={agency ? 'Register agency' : 'Add agent'}
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'recovery-entry-submit' }}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, min: 2, max: 120 }]}>
          <Input data-testid="recovery-entry-name" />
        </Form.Item>
        <Form.Item
          name="reference"
          label={agency ? 'Registration (CIN / LLPIN)' : 'DRA certificate / ID card number'}
          rules={[{ required: true, whitespace: true, min: 3, max: 60 }]}
        >
          <Input data-testid="recovery-entry-reference" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Phone (published on the public list)"
          rules={[
            { required: true, pattern: /^(\+?91)?[6-9]\d{9}$/, message: 'A 10-digit Indian mobile number' },
          ]}
        >
          <Input data-testid="recovery-entry-phone" inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label="E-mail (not published)" rules={[{ required: true, type: 'email' }]}>
          <Input data-testid="recovery-entry-email" />
        </Form.Item>
        {error && <div style={{ color: '#dc2626' }}>{error}</div>}
      </Form>
    </Modal>
  );
}
