import type { SessionResponse } from '@app/contract';
import { useNavigate } from 'react-router';
import { nativeEvents } from '@/lib/native-events';
import { startSession } from '@/lib/session';

/** After any login: store the session, tell the native app, go to the Home tab. */
export function useLoginSuccess() {
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    startSession({ token: session.token, customerId: session.customerId, phone: session.phone });
    nativeEvents.loggedIn(session);
    navigate('/homeIndex', { replace: true });
  };
}
