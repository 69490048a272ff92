import type { CaptchaResponse } from '@app/contract';
import { apiRequest } from '@/lib/api-client';

/** A proof-of-work challenge for the "are you human" check (decision 062). */
export const getCaptcha = () => apiRequest<CaptchaResponse>('/api/v1/auth/captcha');
