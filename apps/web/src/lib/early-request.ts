import { apiRequest } from './api-client';

/** How long an answer asked for early may serve a page: the queries' staleTime (lib/query-client). */
const USABLE_MS = 30_000;

interface EarlyRequest {
  at: number;
  answer: Promise<unknown>;
  /** The answer, once it has arrived. */
  data?: unknown;
}

const early = new Map<string, EarlyRequest>();

/**
 * Asks for `path` now, while the page's code is still loading (over a slow
 * network that code takes longer than the answer); the page's query then takes
 * this answer instead of asking again. Side effects are those of any request:
 * an expired session opens the popup, a 503 the unavailable screen.
 */
export function requestEarly(path: string): void {
  const request: EarlyRequest = { at: Date.now(), answer: apiRequest(path) };
  request.answer.then(
    (data) => {
      request.data = data;
    },
    // Reported by the query that takes it, as its own failure would be.
    () => undefined,
  );
  early.set(path, request);
}

function take(path: string): EarlyRequest | null {
  const request = early.get(path);
  early.delete(path);
  return request && Date.now() - request.at < USABLE_MS ? request : null;
}

/** The answer asked for early, once: null when there is none, or when it is too old to show. */
export function takeEarly<T>(path: string): Promise<T> | null {
  return (take(path)?.answer as Promise<T> | undefined) ?? null;
}

/**
 * The answer asked for early if it has already arrived (a query's initial data), once:
 * the page then shows it in its first render instead of a spinner first.
 */
export function takeArrived<T>(path: string): T | undefined {
  if (early.get(path)?.data === undefined) return undefined;
  return take(path)?.data as T | undefined;
}
