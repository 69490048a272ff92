const refreshListeners = new Set<() => Promise<unknown>>();

/**
 * Runs `listener` when the native app asks for fresh data (`appRefresh`). The
 * query client registers itself here, so the hook, installed at start, does
 * not load it on pages that have none.
 */
export function onDataRefresh(listener: () => Promise<unknown>): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/** Asks every listener for fresh data; settles once all have answered, failed or not. */
export async function refreshData(): Promise<void> {
  await Promise.allSettled([...refreshListeners].map((listener) => listener()));
}
