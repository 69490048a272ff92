import { useQuery } from '@tanstack/react-query';
import { apiBaseUrl, useCoreStore } from '@/stores/core-store';

/**
 * A feedback's screenshot as a Blob. A plain fetch with the bearer token: the
 * server gives it to its owner only, and an <img> cannot send the header.
 */
export async function fetchScreenshot(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = useCoreStore.getState().publicData.token;
  const response = await fetch(`${apiBaseUrl()}/api/v1/feedback/${encodeURIComponent(id)}/screenshot`, {
    headers: { Accept: 'image/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok) throw new Error(`screenshot ${response.status}`);
  return response.blob();
}

/** The screenshot of feedback `id`, fetched once: a sent screenshot never changes. */
export function useScreenshot(id: string) {
  return useQuery({
    queryKey: ['feedback', id, 'screenshot'],
    queryFn: ({ signal }) => fetchScreenshot(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
