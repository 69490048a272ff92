import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onLogout } from './session';

/**
 * Retries only server faults: a 4xx will not change by asking again, a
 * network failure has already been toasted, and a 503 shows its own screen.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500 && error.status !== 503 && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// The next customer on this device must not see the last one's data, not even for a moment.
onLogout(() => queryClient.clear());
