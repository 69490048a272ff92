import type { SessionResponse } from '@app/contract';
import { useNavigate } from 'react-router';
import { postToNative } from '@/lib/bridge';
import { startSession } from '@/lib/session';

/** After any login: store the session, tell the native app, go to the Home tab. */
export function useLoginSuccess() {
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    startSession({ token: session.token, customerId: session.customerId, phone: session.phone });
    postToNative(
      'loginSuccess',
      JSON.stringify({ token: session.token, customerId: session.customerId, phone_number: session.phone }),
    );
    navigate('/homeIndex', { replace: true });
  };
}
