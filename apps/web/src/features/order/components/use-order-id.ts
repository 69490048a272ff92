import { useQueryParams } from '@/lib/use-query-params';
import { useCurrentOrder } from '../api/get-current-order';

export type OrderIdState =
  | { status: 'loading' }
  | { status: 'found'; id: string }
  | { status: 'none' }
  | { status: 'failed'; retry: () => void };

/** The order a page is about: `?id=`, else the customer's open order (spec §2 /agreementList, /Esign). */
export function useOrderId(): OrderIdState {
  const id = useQueryParams().get('id');
  const current = useCurrentOrder({ enabled: !id });
  if (id) return { status: 'found', id };
  if (current.isPending) return { status: 'loading' };
  if (current.isError) return { status: 'failed', retry: () => void current.refetch() };
  return current.data ? { status: 'found', id: current.data.id } : { status: 'none' };
}
