import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { errorText } from './api';

/**
 * A write from a staff screen: says how it went, then refreshes the lists it
 * changes, after a failure too (a colleague may have acted first) unless
 * `refreshAfterError` is false. `run` answers the result, or null when it
 * failed (the error was shown).
 */
export function useStaffMutation<Input, Result>(options: {
  mutationFn: (input: Input) => Promise<Result>;
  invalidates: QueryKey;
  done: (input: Input, result: Result) => string;
  refreshAfterError?: boolean;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, input) => void message.success(options.done(input, result)),
    onError: (error) => void message.error(errorText(error)),
    onSettled: (_result, error) =>
      error && options.refreshAfterError === false
        ? undefined
        : client.invalidateQueries({ queryKey: options.invalidates }),
  });
  const run = async (input: Input): Promise<Result | null> => {
    try {
      return await mutation.mutateAsync(input);
    } catch {
      return null;
    }
  };
  return { run, pending: mutation.isPending };
}

/**
 * For a screen of several one-off actions (staff accounts, configuration):
 * `act(done, action)` runs one like useStaffMutation and refreshes `invalidates`.
 */
export function useStaffActions(invalidates: QueryKey) {
  const mutation = useStaffMutation({
    mutationFn: (input: { done: string; action: () => Promise<unknown> }) => input.action(),
    invalidates,
    done: (input) => input.done,
  });
  const act = (done: string, action: () => Promise<unknown>) => mutation.run({ done, action });
  return { act, pending: mutation.pending };
}
