import type { CollectionContactBody } from '@app/contract';
import { CALL_OUTCOMES, type CallOutcome, CONTACT_HOURS, type ContactKind } from '@app/domain';
import { Button, Flex, Form, Input, InputNumber, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { OUTCOME_LABELS } from '../collection-labels';
import { useLogContact } from '../collections-queries';

interface Values {
  outcome?: CallOutcome;
  note?: string;
  followUpOn?: string;
  promisedOn?: string;
  promisedRupees?: number;
}

/**
 * A call with its outcome (the server refuses one outside 08:00-19:00 India
 * time) or a note; 'Promised to pay' asks for the day and the amount.
 */
export function LogContactForm({ orderId }: { orderId: string }) {
  const [kind, setKind] = useState<ContactKind>('call');
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('outcome', form);
  const log = useLogContact(orderId);

  const submit = async (values: Values) => {
    const body: CollectionContactBody = {
      kind,
      ...(kind === 'call' && values.outcome ? { outcome: values.outcome } : {}),
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      ...(values.followUpOn ? { followUpOn: values.followUpOn } : {}),
      ...(kind === 'call' && values.outcome === 'promised' && values.promisedOn
        ? {
            promise: {
              promisedOn: values.promisedOn,
              amountPaise: Math.round((values.promisedRupees ?? 0) * 100),
            },
          }
        : {}),
    };
    if (await log.run(body)) form.resetFields();
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="log-contact-form">
      <Flex vertical gap="small">
        <Segmented
          value={kind}
          onChange={(v) => setKind(v as ContactKind)}
          options={[
            { value: 'call', label: 'Call' },
            { value: 'note', label: 'Note' },
          ]}
          data-testid="log-contact-kind"
        />
        {kind === 'call' ? (
          <Typography.Text type="secondary">
            Calls only between {String(CONTACT_HOURS.from).padStart(2, '0')}:00 and {CONTACT_HOURS.until}:00
            India time, to the borrower only.
          </Typography.Text>
        ) : null}
        {kind === 'call' ? (
          <Form.Item
            name="outcome"
            label="Outcome"
            rules={[{ required: true, message: 'Choose the outcome' }]}
          >
            <Select
              data-testid="log-contact-outcome"
              options={CALL_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))}
            />
          </Form.Item>
        ) : null}
        {kind === 'call' && outcome === 'promised' ? (
          <Flex gap="small">
            <Form.Item
              name="promisedOn"
              label="Will pay by"
              rules={[{ required: true, message: 'The day' }]}
              style={{ flex: 1 }}
            >
              <Input type="date" data-testid="log-contact-promised-on" />
            </Form.Item>
            <Form.Item
              name="promisedRupees"
              label="Amount (₹)"
              rules={[{ required: true, message: 'The amount' }]}
              style={{ flex: 1 }}
            >
              <InputNumber min={1} precision={2} style={{ width: '100%' }} data-testid="log-contact-amount" />
            </Form.Item>
          </Flex>
        ) : null}
        <Form.Item
          name="note"
          label="Note"
          rules={kind === 'note' ? [{ required: true, message: 'Write the note' }] : []}
        >
          <Input.TextArea rows={2} maxLength={1000} data-testid="log-contact-note" />
        </Form.Item>
        <Form.Item name="followUpOn" label="Follow up on">
          <Input type="date" data-testid="log-contact-follow-up" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={log.pending} data-testid="log-contact-submit">
          {kind === 'call' ? 'Log call' : 'Save note'}
        </Button>
      </Flex>
    </Form>
  );
}
