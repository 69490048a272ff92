import type { IfscLookup } from '@app/contract';
import { apiRequest } from '@/lib/api-client';

/** The bank an IFSC belongs to (RBI's IFSC list on the server). */
export function lookupIfsc(ifsc: string, signal?: AbortSignal) {
  return apiRequest<IfscLookup>(`/api/v1/lookup/ifsc/${ifsc}`, { signal, quiet: true });
}
