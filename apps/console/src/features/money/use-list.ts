import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api';

/** A list the tab loads on open and after each action; errors show as a message. */
export function useList<T>(fetch: () => Promise<T[]>) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await fetch());
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [fetch, message]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one action, says how it went (the server's message on a 409), and reloads. */
  const act = async (done: string, action: () => Promise<unknown>): Promise<boolean> => {
    let ok = false;
    try {
      await action();
      message.success(done);
      ok = true;
    } catch (e) {
      message.error(errorText(e));
    }
    await load();
    return ok;
  };

  return { rows, loading, load, act };
}
