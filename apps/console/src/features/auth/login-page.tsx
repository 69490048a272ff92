import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/app/logo';
import { useProductName } from '@/app/product-name';
import { ApiError, errorText } from '@/lib/api';
import { session, useStaff } from '@/lib/session';
import { authApi, type Enrolment } from './auth-api';
import { TotpStep } from './totp-step';

interface Challenge {
  challenge: string;
  enrolment: Enrolment | null;
}

/** Staff sign-in: e-mail and password, then the authenticator code (set up on the first sign-in). */
export default function LoginPage() {
  const staff = useStaff();
  const productName = useProductName();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Challenge | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Why the last session ended (idle, the shift is over), read once as the page opens.
  const [ended] = useState(() => session.takeEndedReason());

  if (staff && session.token()) return <Navigate to="/" replace />;
  const from = (location.state as { from?: string } | null)?.from;

  const submitPassword = async ({ email, password }: { email: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      setStep(await authApi.password(email.trim(), password));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (code: string) => {
    if (!step) return;
    setBusy(true);
    setError(null);
    try {
      const signedIn = await authApi.totp(step.challenge, code);
      if (signedIn.passwordChangeRequired) {
        session.holdForPasswordChange(signedIn.token);
        navigate('/password', { replace: true });
        return;
      }
      session.signIn(signedIn.token, signedIn.staff);
      navigate(from && from !== '/login' && from !== '/password' ? from : '/', { replace: true });
    } catch (e) {
      // The challenge lives a few minutes: when it is gone, start again from the password.
      if (e instanceof ApiError && e.code === 'STAFF_CHALLENGE_EXPIRED') setStep(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Card style={{ width: 420 }} data-testid="console-login">
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
          <Logo size={40} />
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
              {productName}
            </Typography.Title>
            <Typography.Text type="secondary">Operations console</Typography.Text>
          </div>
        </div>
        {ended && !error && !step && (
          <Alert
            type="warning"
            showIcon
            title={ended}
            style={{ marginBottom: 16 }}
            data-testid="login-ended"
          />
        )}
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        {step ? (
          <TotpStep
            enrolment={step.enrolment}
            busy={busy}
            onSubmit={submitCode}
            onBack={() => {
              setStep(null);
              setError(null);
            }}
          />
        ) : (
          <Form layout="vertical" requiredMark={false} onFinish={submitPassword}>
            <Form.Item
              name="email"
              label="E-mail"
              rules={[{ required: true, type: 'email', message: 'Enter your work e-mail' }]}
            >
              <Input size="large" autoComplete="username" autoFocus data-testid="login-email" />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              rules={[{ required: true, message: 'Enter your password' }]}
            >
              <Input.Password size="large" autoComplete="current-password" data-testid="login-password" />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={busy}
              data-testid="login-submit"
            >
              Continue
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
