import { Button, Result, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { api, errorText } from '@/lib/api';
import { type StaffMember, session, useStaff } from '@/lib/session';

/**
 * The console behind sign-in. Without a token: the login page. With a token
 * but no staff yet (a reload): GET /auth/me first; a 401 there clears the token
 * and api.ts sends the page to #/login.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const location = useLocation();
  const token = session.token();
  const [failure, setFailure] = useState<string | null>(null);

  const restore = useCallback(() => {
    setFailure(null);
    api
      .get<StaffMember>('/api/staff/v1/auth/me')
      .then((me) => session.restore(me))
      .catch((error: unknown) => {
        if (session.token()) setFailure(errorText(error));
      });
  }, []);

  useEffect(() => {
    if (token && !staff) restore();
  }, [token, staff, restore]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (failure) {
    return (
      <Result
        status="warning"
        title="The console could not load your account"
        subTitle={failure}
        extra={
          <Button type="primary" onClick={restore}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!staff) return <Spin size="large" fullscreen />;
  return children;
}
