import type { CollectionAssignBody, CollectionContactBody } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useServerPages } from '@/lib/use-server-pages';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { collectionsApi, type QueueFilter } from './collections-api';

/** Every collections list sits under this key: a write refreshes the queue and the loan. */
const COLLECTIONS = ['collections'] as const;

export const useQueue = (filter: QueueFilter) =>
  useServerPages({
    queryKey: [...COLLECTIONS, 'queue', filter],
    fetchPage: (offset, limit) => collectionsApi.queue(filter, offset, limit),
  });

export const useCollectors = (enabled: boolean) =>
  useQuery({ queryKey: [...COLLECTIONS, 'collectors'], queryFn: collectionsApi.collectors, enabled });

export const useCollectionLoan = (orderId: string) =>
  useQuery({ queryKey: [...COLLECTIONS, 'loan', orderId], queryFn: () => collectionsApi.loan(orderId) });

/** Off until asked for: each fetch is a view the server audits. */
export const useReferences = (orderId: string, shown: boolean) =>
  useQuery({
    queryKey: [...COLLECTIONS, 'references', orderId],
    queryFn: () => collectionsApi.references(orderId),
    enabled: shown,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAssign = () =>
  useStaffMutation({
    mutationFn: (body: CollectionAssignBody) => collectionsApi.assign(body),
    invalidates: COLLECTIONS,
    done: (_, result) => `${result.assigned} ${result.assigned === 1 ? 'loan' : 'loans'} assigned`,
  });

export const useLogContact = (orderId: string) =>
  useStaffMutation({
    mutationFn: (body: CollectionContactBody) => collectionsApi.logContact(orderId, body),
    invalidates: COLLECTIONS,
    done: (body) => (body.kind === 'note' ? 'Note saved' : 'Call logged'),
    refreshAfterError: false,
  });
