import { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/**
 * The console's one cache of server state. Every screen asks again when it opens
 * (staleTime 0), as it did before; a failed call is shown, not retried: a 4xx
 * will not change by asking again and staff have a Refresh button.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// The next staff member at this desk must not see the last one's data.
session.subscribe(() => {
  if (!session.token()) queryClient.clear();
});
