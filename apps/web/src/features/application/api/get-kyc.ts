import type { KycStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The customer's newest identity verification (issue 31), or { state: 'none' }. */
export const kycQuery = queryOptions({
  queryKey: ['kyc'],
  queryFn: ({ signal }) => apiRequest<KycStatus>('/api/v1/kyc', { signal, quiet: true }),
});

/** Not asked before the age question is answered from 18 up (issue 31 point 4). */
export function useKyc(enabled = true) {
  return useQuery({ ...kycQuery, enabled });
}
