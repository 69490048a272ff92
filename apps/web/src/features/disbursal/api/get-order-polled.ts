import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '@/features/withdraw/api/get-order';
import { pollInterval } from '../components/payout-progress';

/** The order, fetched again every few seconds while its payment is under way. */
export function usePolledOrder(id: string) {
  return useQuery({
    ...orderQuery(id),
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data?.state),
    refetchIntervalInBackground: false,
  });
}
