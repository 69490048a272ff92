import { useQuery } from '@tanstack/react-query';
import { type CampaignRow, contentApi } from './content-api';

/** The latest sends of one kind; a send calls `reload`. */
export function useCampaigns(kind: CampaignRow['kind']) {
  const query = useQuery({
    queryKey: ['content', 'campaigns'],
    queryFn: contentApi.campaigns,
    select: (rows) => rows.filter((row) => row.kind === kind),
  });
  return {
    rows: query.data,
    loading: query.isFetching,
    error: query.error,
    reload: () => query.refetch(),
  };
}
