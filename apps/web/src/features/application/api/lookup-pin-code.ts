import type { PinCodeLookup } from '@app/contract';
import { apiRequest } from '@/lib/api-client';

/** State, city and post-office areas of a 6-digit PIN, from the India Post directory on the server. */
export function lookupPinCode(pinCode: string, signal?: AbortSignal) {
  return apiRequest<PinCodeLookup>(`/api/v1/lookup/pin-codes/${pinCode}`, { signal, quiet: true });
}
