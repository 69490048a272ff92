import { useCallback, useRef, useState } from 'react';

interface ActionHandlers<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A one-shot request with a pending flag, shaped like TanStack's useMutation
 * (`mutate`, `isPending`). The pre-login pages use it so that TanStack Query
 * stays off the landing page's download (budget: 135 KB for /start);
 * pages behind login use TanStack Query.
 */
export function useAction<A, R>(action: (args: A) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const latest = useRef(action);
  latest.current = action;
  const mutate = useCallback((args: A, handlers: ActionHandlers<R> = {}) => {
    setPending(true);
    latest
      .current(args)
      .then(
        (result) => handlers.onSuccess?.(result),
        (error: unknown) => handlers.onError?.(error),
      )
      .finally(() => setPending(false));
  }, []);
  return { mutate, isPending };
}
