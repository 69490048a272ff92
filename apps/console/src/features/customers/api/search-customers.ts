import type { CustomerSearchView } from '@app/contract';
import { api } from '@/lib/api';

/** A phone (whole or its last 4-9 digits) or an order number. */
export const searchCustomers = (q: string, offset: number, limit: number) =>
  api.get<CustomerSearchView>('/api/staff/v1/customers', { q, offset, limit });
