import { QueryClient } from '@tanstack/react-query';
import { useAppStatus } from '@/stores/app-status-store';
import { ApiError } from './api-client';
import { onDataRefresh } from './data-refresh';
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
// The native app asks for fresh data (appRefresh): every query is asked again.
onDataRefresh(() => queryClient.invalidateQueries());

// Retry on the service-unavailable screen: the pages behind login ask for their data again.
// Subscribed here, not imported by the screen, so the landing page does not load TanStack Query.
useAppStatus.subscribe((state, previous) => {
  if (previous.unavailable && !state.unavailable) void queryClient.refetchQueries({ type: 'active' });
});
