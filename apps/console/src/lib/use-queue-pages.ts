import { QUEUE_PAGE_MAX } from '@app/contract';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { MorePages } from '@/components/data-list';

/**
 * A console queue the server pages by offset (issue 35): the first page of up to
 * 200 rows, then "Load more" appends the next, so the browser's search, sorting
 * and pages work on every row loaded. A row seen twice (the queue moved while
 * paging) is shown once. Refresh starts again from the first page.
 */
export function useQueuePages<Page extends { total: number }, Row>(options: {
  queryKey: QueryKey;
  fetchPage: (page: { offset: number; limit: number }) => Promise<Page>;
  rowsOf: (page: Page) => readonly Row[];
  keyOf: (row: Row) => string;
  pageSize?: number;
  enabled?: boolean;
}) {
  const limit = options.pageSize ?? QUEUE_PAGE_MAX;
  const query = useInfiniteQuery({
    queryKey: [...options.queryKey, { limit }],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => options.fetchPage({ offset: pageParam, limit }),
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, page) => n + options.rowsOf(page).length, 0);
      return options.rowsOf(last).length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: options.enabled,
  });
  const seen = new Set<string>();
  const rows = query.data?.pages.flatMap((page) =>
    options.rowsOf(page).filter((row) => {
      const key = options.keyOf(row);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const more: MorePages = {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onMore: () => void query.fetchNextPage(),
    label: `Load more (${Math.max(total - (rows?.length ?? 0), 0)} not shown)`,
  };
  return {
    rows,
    total,
    /** The page read last, for what the server answers beside the rows (e.g. a sum over every page). */
    last: query.data?.pages.at(-1),
    more,
    loading: query.isFetching && !query.isFetchingNextPage,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** A paged queue's rows, states, Refresh and "Load more" as DataList props. */
export function queuePagesListProps<Row>(pages: {
  rows: Row[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  more: MorePages;
}) {
  return {
    rows: pages.rows,
    loading: pages.loading,
    error: pages.error,
    onRefresh: pages.refetch,
    more: pages.more,
  };
}
