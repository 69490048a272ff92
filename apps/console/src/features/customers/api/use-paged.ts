import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api';

/** A server-paged list for an antd Table: the page, its total, loading and the error. */
export function usePaged<T>(fetchPage: (offset: number, limit: number) => Promise<T>, pageSize = 20) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await fetchPage((page - 1) * pageSize, pageSize));
      setError(null);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [fetchPage, page, pageSize]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, loading, error, page, pageSize, setPage };
}
