import { useRef } from 'react';

/** 32 hex characters: a v4 UUID without dashes fits the API's 8-64 [A-Za-z0-9_-]. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of one confirmation: the same for every retry of the same choice,
 * a new one when the choice changes (the server refuses a key reused for a
 * different body).
 */
export function createKeyHolder(make: () => string = newIdempotencyKey) {
  let current: { choice: string; key: string } | null = null;
  return (choice: string): string => {
    if (current?.choice !== choice) current = { choice, key: make() };
    return current.key;
  };
}

/** One key holder per visit of the confirmation screen. */
export function useIdempotencyKey(choice: string): string {
  const holder = useRef<ReturnType<typeof createKeyHolder> | null>(null);
  holder.current ??= createKeyHolder();
  return holder.current(choice);
}
