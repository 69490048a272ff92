import { useCallback, useRef } from 'react';
import { CLICK_LOCK_MS } from '@/config/app-config';

/**
 * Ignores repeat calls for `ms` after an accepted one, so a double tap on a
 * submit button sends one request (spec §9: 1000 ms).
 */
export function createClickLock(ms: number = CLICK_LOCK_MS, now: () => number = Date.now) {
  let lockedUntil = -Infinity;
  return <R>(fn: () => R): R | undefined => {
    const time = now();
    if (time < lockedUntil) return undefined;
    lockedUntil = time + ms;
    return fn();
  };
}

/** `useClickLock(handler)` returns the handler guarded by a click lock. */
export function useClickLock<A extends unknown[]>(
  handler: (...args: A) => unknown,
  ms: number = CLICK_LOCK_MS,
) {
  const lock = useRef<ReturnType<typeof createClickLock> | null>(null);
  lock.current ??= createClickLock(ms);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback((...args: A) => {
    lock.current?.(() => latest.current(...args));
  }, []);
}
