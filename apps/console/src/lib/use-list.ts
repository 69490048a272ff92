import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api';

/** Loads a list, reloads on demand, and runs actions that say how they went and reload it. */
export function useList<T>(load: () => Promise<T[]>) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await load());
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [load, message]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** The action's result, or null when it failed (the error was shown). */
  const act = async <R>(done: string, action: () => Promise<R>): Promise<R | null> => {
    try {
      const result = await action();
      message.success(done);
      return result;
    } catch (e) {
      message.error(errorText(e));
      return null;
    } finally {
      await reload();
    }
  };

  return { rows, loading, reload, act };
}
