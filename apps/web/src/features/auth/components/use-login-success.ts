import type { SessionResponse } from '@app/contract';
import { useNavigate } from 'react-router';
import { startSession } from '@/lib/session';
import { tellNative } from '@/lib/tell-native';

/** After any login: store the session, tell the native app, go to the Home tab. */
export function useLoginSuccess() {
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    startSession({ token: session.token, customerId: session.customerId, phone: session.phone });
    tellNative((events) => events.loggedIn(session));
    navigate('/homeIndex', { replace: true });
  };
}
