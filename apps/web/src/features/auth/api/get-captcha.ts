import type { CaptchaResponse } from '@app/contract';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export const getCaptcha = () => apiRequest<CaptchaResponse>('/api/v1/auth/captcha');

export function useGetCaptcha() {
  return useAction(getCaptcha);
}
