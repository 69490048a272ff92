import { Alert, Button, Form, Input, QRCode, Space, Typography } from 'antd';
import type { Enrolment } from './auth-api';

interface Props {
  enrolment: Enrolment | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/**
 * Step two: the authenticator code. On first sign-in the authenticator is set
 * up here: the QR code for a phone, and the secret as text for one that cannot scan.
 */
export function TotpStep({ enrolment, busy, onSubmit, onBack }: Props) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ code }: { code: string }) => onSubmit(code)}>
      {enrolment && (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            Set up your authenticator
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password), or type the key in by hand.
          </Typography.Paragraph>
          <Space orientation="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
            <QRCode value={enrolment.otpauthUrl} size={176} data-testid="totp-qr" />
            <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
          </Space>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Keep the authenticator: every sign-in asks for its code."
          />
        </>
      )}
      <Form.Item
        name="code"
        label="6-digit code from your authenticator"
        rules={[
          { required: true, pattern: /^\d{6}$/, message: 'Enter the 6 digits the authenticator shows' },
        ]}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
      >
        <Input
          size="large"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          style={{ letterSpacing: 8, fontSize: 20 }}
          data-testid="totp-code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="totp-submit">
        Verify and sign in
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        Use another account
      </Button>
    </Form>
  );
}
