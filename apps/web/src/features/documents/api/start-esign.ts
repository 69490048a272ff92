import type { EsignSession } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface StartEsignInput {
  orderId: string;
  /** One per tap: a retry after a lost answer gets the same session. */
  idempotencyKey: string;
}

/** Opens a session at the e-sign provider (409 AGREEMENT_REQUIRED before every document was opened). */
export function useStartEsign() {
  return useMutation({
    mutationFn: ({ orderId, idempotencyKey }: StartEsignInput) =>
      apiRequest<EsignSession>(`/api/v1/orders/${encodeURIComponent(orderId)}/esign`, {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
