import { Button, Card, Form, Input } from 'antd';
import type { ReactNode } from 'react';

/**
 * One action's proposal: its own fields, a reason, and a submit that only
 * proposes (another person of another role approves it in "Waiting for my
 * approval"). `toPayload` answers null when the fields are not usable.
 */
export function ProposeForm<Values extends Record<string, unknown>>(props: {
  testId: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
  pending: boolean;
  onPropose: (values: Values, reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<Values & { reason: string }>();
  const submit = async (values: Values & { reason: string }) => {
    const { reason, ...rest } = values;
    const done = await props.onPropose(rest as unknown as Values, reason.trim());
    if (done) form.resetFields();
  };
  return (
    <Card size="small" title={props.title} style={{ flex: '1 1 320px' }} data-testid={props.testId}>
      <p style={{ marginTop: 0 }}>{props.intro}</p>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={props.disabled}>
        {props.children}
        <Form.Item
          name="reason"
          label="Reason"
          rules={[
            { required: true, min: 3, max: 500, whitespace: true, message: 'Say why (3 to 500 characters)' },
          ]}
        >
          <Input.TextArea rows={2} data-testid={`${props.testId}-reason`} />
        </Form.Item>
        <Button
          htmlType="submit"
          type="primary"
          loading={props.pending}
          data-testid={`${props.testId}-submit`}
        >
          Propose
        </Button>
      </Form>
    </Card>
  );
}
