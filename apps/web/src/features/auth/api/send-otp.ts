import type { SendOtpBody, SendOtpResponse } from '@app/contract';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export const sendOtp = (body: SendOtpBody) =>
  apiRequest<SendOtpResponse>('/api/v1/auth/otp', { method: 'POST', body });

export function useSendOtp() {
  return useAction(sendOtp);
}
