import type { HealthResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** One look at GET /api/health: how it answered and how long the round trip took. */
export type ApiProbe =
  | { state: 'ok' | 'degraded'; latencyMs: number; health: HealthResponse }
  | { state: 'http'; latencyMs: number; status: number; code: string }
  | { state: 'unreachable'; latencyMs: number };

// Quiet: a failing health check is what this page reports, not a reason for the 503 screen.
export const getHealth = (signal?: AbortSignal) =>
  apiRequest<HealthResponse>('/api/health', { signal, quiet: true });

/** Never throws: a server that does not answer is a result here, not an error. */
export async function probeApi(
  signal?: AbortSignal,
  now: () => number = () => performance.now(),
): Promise<ApiProbe> {
  const started = now();
  const elapsed = () => Math.max(0, Math.round(now() - started));
  try {
    const health = await getHealth(signal);
    return { state: health.status === 'ok' ? 'ok' : 'degraded', latencyMs: elapsed(), health };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      return { state: 'http', latencyMs: elapsed(), status: error.status, code: error.code };
    }
    if (signal?.aborted) throw error;
    return { state: 'unreachable', latencyMs: elapsed() };
  }
}

export function useApiProbe() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => probeApi(signal),
    retry: false,
    staleTime: 0,
  });
}
