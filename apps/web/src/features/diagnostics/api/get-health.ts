import type { HealthResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Quiet: a failing health check is what this page reports, not a reason for the 503 screen.
export const getHealth = (signal?: AbortSignal) =>
  apiRequest<HealthResponse>('/api/health', { signal, quiet: true });

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
    staleTime: 0,
  });
}
