export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Calls `fn` once calls have stopped for `ms` (spec §9: resize is debounced 300 ms). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
