import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServerPages } from '@/components/data-list';

/**
 * A list the server pages by offset and limit, reporting its total: the page
 * shown stays on screen while the next loads. `server` goes to DataList.
 */
export function useServerPages<T extends { total: number }>(options: {
  queryKey: QueryKey;
  fetchPage: (offset: number, limit: number) => Promise<T>;
  pageSize?: number;
  enabled?: boolean;
}) {
  const pageSize = options.pageSize ?? 20;
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...options.queryKey, { page, pageSize }],
    queryFn: () => options.fetchPage((page - 1) * pageSize, pageSize),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  const server: ServerPages = { page, pageSize, total: query.data?.total ?? 0, onChange: setPage };
  return { query, page, setPage, server };
}
