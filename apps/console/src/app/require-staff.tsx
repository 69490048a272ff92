import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRestoreStaff } from '@/features/auth/auth-queries';
import { errorText } from '@/lib/api';
import { session, useStaff } from '@/lib/session';

/**
 * The console behind sign-in. Without a token: the login page. With a token
 * but no staff yet (a reload): GET /auth/me first; a 401 there clears the token
 * and api.ts sends the page to #/login.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const location = useLocation();
  const token = session.token();
  const me = useRestoreStaff(Boolean(token) && !staff);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!staff && me.isError && !me.isFetching) {
    return (
      <Result
        status="warning"
        title="The console could not load your account"
        subTitle={errorText(me.error)}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!staff) return <Spin size="large" fullscreen />;
  return children;
}
