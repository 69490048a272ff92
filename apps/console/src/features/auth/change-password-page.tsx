import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@app/contract';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Logo } from '@/app/logo';
import { errorText } from '@/lib/api';
import { session } from '@/lib/session';
import { authApi } from './auth-api';

interface Fields {
  password: string;
  repeat: string;
}

/**
 * Step three of a sign-in with a one-time password (a new account, or after
 * an admin's reset): the staff member chooses their own before the console
 * opens. The server refuses every other page until then.
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!session.token()) return <Navigate to="/login" replace />;

  const submit = async ({ password }: Fields) => {
    setBusy(true);
    setError(null);
    try {
      const signedIn = await authApi.changePassword(password);
      session.signIn(signedIn.token, signedIn.staff);
      navigate('/', { replace: true });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    await authApi.signOut().catch(() => undefined);
    session.clear();
    navigate('/login', { replace: true });
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Card style={{ width: 420 }} data-testid="password-change">
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
          <Logo size={40} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            Choose your password
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">
          The password you were given works once. Choose your own to open the console: at least{' '}
          {STAFF_PASSWORD_MIN_LENGTH} characters, known only to you.
        </Typography.Paragraph>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="password-change-error"
          />
        )}
        <Form<Fields> layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item
            name="password"
            label="New password"
            rules={[
              { required: true, message: 'Enter a new password' },
              {
                min: STAFF_PASSWORD_MIN_LENGTH,
                max: STAFF_PASSWORD_MAX_LENGTH,
                message: `Use ${STAFF_PASSWORD_MIN_LENGTH} to ${STAFF_PASSWORD_MAX_LENGTH} characters`,
              },
            ]}
          >
            <Input.Password size="large" autoComplete="new-password" autoFocus data-testid="password-new" />
          </Form.Item>
          <Form.Item
            name="repeat"
            label="New password again"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Enter the new password again' },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error('The two passwords differ')),
              }),
            ]}
          >
            <Input.Password size="large" autoComplete="new-password" data-testid="password-repeat" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={busy}
            data-testid="password-submit"
          >
            Save and open the console
          </Button>
          <Button type="link" block onClick={signOut} style={{ marginTop: 8 }}>
            Sign out
          </Button>
        </Form>
      </Card>
    </main>
  );
}
