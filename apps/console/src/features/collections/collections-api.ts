import type {
  CollectionAssignBody,
  CollectionContact,
  CollectionContactBody,
  CollectionLoan,
  CollectionPromise,
  CollectionQueue,
  CollectionQueueQuery,
  CollectionReferences,
  CollectorList,
} from '@app/contract';
import { api } from '@/lib/api';

const BASE = '/api/staff/v1/collections';
const id = (value: string) => encodeURIComponent(value);

export type QueueFilter = Partial<
  Pick<CollectionQueueQuery, 'bucket' | 'assignee' | 'q' | 'sort' | 'direction'>
>;

/** The collections routes of the API (section 'collections': collector, admin). */
export const collectionsApi = {
  queue: (filter: QueueFilter, offset: number, limit: number) =>
    api.get<CollectionQueue>(`${BASE}/queue`, { ...filter, offset, limit }),
  collectors: () => api.get<CollectorList>(`${BASE}/collectors`).then((res) => res.collectors),
  assign: (body: CollectionAssignBody) => api.post<{ assigned: number }>(`${BASE}/assignments`, body),
  loan: (orderId: string) => api.get<CollectionLoan>(`${BASE}/loans/${id(orderId)}`),
  /** Audited on the server at every call: fetched only when staff ask to see them. */
  references: (orderId: string) =>
    api.get<CollectionReferences>(`${BASE}/loans/${id(orderId)}/references`).then((res) => res.references),
  logContact: (orderId: string, body: CollectionContactBody) =>
    api.post<{ contact: CollectionContact; promise: CollectionPromise | null }>(
      `${BASE}/loans/${id(orderId)}/contacts`,
      body,
    ),
};
