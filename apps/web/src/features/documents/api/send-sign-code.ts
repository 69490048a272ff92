import type { SignCodeResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends the SMS code that confirms the signature (409 AGREEMENT_REQUIRED before every document was opened). */
export function useSendSignCode() {
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<SignCodeResponse>(`/api/v1/orders/${encodeURIComponent(orderId)}/sign/code`, {
        method: 'POST',
      }),
  });
}
