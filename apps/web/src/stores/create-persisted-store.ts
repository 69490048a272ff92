import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type Setter<S> = (partial: Partial<S> | ((state: S) => Partial<S>)) => void;

/**
 * A zustand store persisted in localStorage under `name`, with `reset()` back
 * to a fresh copy of its defaults.
 */
export function createPersistedStore<S extends object, A extends object = Record<never, never>>(
  name: string,
  defaults: () => S,
  actions?: (set: Setter<S>, get: () => S) => A,
) {
  type State = S & A & { reset: () => void };
  return create<State>()(
    persist(
      (set, get) =>
        ({
          ...defaults(),
          ...actions?.(set as Setter<S>, get),
          reset: () => set(defaults() as Partial<State>),
        }) as State,
      { name, storage: createJSONStorage(() => localStorage) },
    ),
  );
}
