import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

export type Lookup<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; data: T }
  /** The directory does not know the key (404). */
  | { status: 'notFound' }
  /** The lookup could not run (offline, server error). */
  | { status: 'failed' };

/**
 * Looks `key` up whenever it changes to a complete value (null = incomplete),
 * also for a value restored from a draft or the saved step; answers for a key
 * the user has since changed are dropped.
 */
export function useLookup<T>(
  key: string | null,
  fetch: (key: string, signal: AbortSignal) => Promise<T>,
  onFound?: (data: T) => void,
): Lookup<T> {
  const [lookup, setLookup] = useState<Lookup<T>>({ status: 'idle' });
  const latest = useRef({ fetch, onFound });
  latest.current = { fetch, onFound };

  useEffect(() => {
    if (key === null) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    latest.current.fetch(key, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setLookup({ status: 'found', data });
        latest.current.onFound?.(data);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLookup({ status: err instanceof ApiError && err.status === 404 ? 'notFound' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [key]);

  return lookup;
}
