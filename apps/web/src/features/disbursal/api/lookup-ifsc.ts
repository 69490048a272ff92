import type { IfscLookup } from '@app/contract';
import { apiRequest } from '@/lib/api-client';

/** The bank an IFSC belongs to (GET /lookup/ifsc/:ifsc); 404 IFSC_NOT_FOUND when none. */
export function lookupIfsc(ifsc: string, signal?: AbortSignal) {
  return apiRequest<IfscLookup>(`/api/v1/lookup/ifsc/${ifsc}`, { signal, quiet: true });
}
