import type { OrderState } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { orderQuery } from './get-order';

/**
 * The order, fetched again while `interval` (of its state) says so, e.g. every few
 * seconds while its payment is under way (disbursal's pollInterval).
 */
export function usePolledOrder(id: string, interval: (state: OrderState | undefined) => number | false) {
  return useQuery({
    ...orderQuery(id),
    staleTime: 0,
    refetchInterval: (query) => interval(query.state.data?.state),
    refetchIntervalInBackground: false,
  });
}
