import type { PasswordLoginBody, SessionResponse } from '@app/contract';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export const loginWithPassword = (body: PasswordLoginBody) =>
  apiRequest<SessionResponse>('/api/v1/auth/login/password', { method: 'POST', body });

export function useLoginWithPassword() {
  return useAction(loginWithPassword);
}
