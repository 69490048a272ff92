import type { GrievanceView } from '@app/contract';
import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';

/** The resolution text is recorded and sent to the customer's message center, with the Ombudsman's address. */
export function ResolveGrievanceModal(props: {
  grievance: GrievanceView | null;
  onClose: () => void;
  onResolve: (resolution: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const id = props.grievance?.id;
  useEffect(() => {
    if (id) setText('');
  }, [id]);
  return (
    <Modal
      open={props.grievance !== null}
      title="Resolve grievance"
      okText="Resolve and tell the customer"
      okButtonProps={{ disabled: text.trim() === '' }}
      confirmLoading={saving}
      onCancel={props.onClose}
      onOk={async () => {
        setSaving(true);
        await props.onResolve(text);
        setSaving(false);
      }}
    >
      <Typography.Paragraph type="secondary">{props.grievance?.summary}</Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        maxLength={1000}
        showCount
        placeholder="What was done. The customer reads this in their message center."
      />
    </Modal>
  );
}
