import type { CustomerSearchView } from '@app/contract';
import { api } from '@/lib/api';
import { useServerPages } from '@/lib/use-server-pages';

/** A phone (whole or its last 4-9 digits), an order number or 3+ letters of a name. */
export const searchCustomers = (q: string, offset: number, limit: number) =>
  api.get<CustomerSearchView>('/api/staff/v1/customers', { q, offset, limit });

/**
 * The search's pages; nothing is asked before staff type something. Each
 * answer carries the text it answers, so a list never shows one search's rows
 * under another (the previous page stays on screen while the next loads).
 */
export const useCustomerSearch = (q: string) =>
  useServerPages({
    queryKey: ['customers', 'search', q],
    fetchPage: async (offset, limit) => ({ ...(await searchCustomers(q, offset, limit)), q }),
    enabled: q !== '',
  });
