import type { CustomerSearchView } from '@app/contract';
import { api } from '@/lib/api';
import { useServerPages } from '@/lib/use-server-pages';

/** A phone (whole or its last 4-9 digits) or an order number. */
export const searchCustomers = (q: string, offset: number, limit: number) =>
  api.get<CustomerSearchView>('/api/staff/v1/customers', { q, offset, limit });

/** The search's pages; nothing is asked before staff type something. */
export const useCustomerSearch = (q: string) =>
  useServerPages({
    queryKey: ['customers', 'search', q],
    fetchPage: (offset, limit) => searchCustomers(q, offset, limit),
    enabled: q !== '',
  });
