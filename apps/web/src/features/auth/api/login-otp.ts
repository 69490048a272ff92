import type { OtpLoginBody, SessionResponse } from '@app/contract';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export const loginWithOtp = (body: OtpLoginBody) =>
  apiRequest<SessionResponse>('/api/v1/auth/login/otp', { method: 'POST', body });

export function useLoginWithOtp() {
  return useAction(loginWithOtp);
}
