import type { CustomerRecord } from '@app/contract';
import { api } from '@/lib/api';

/** The customer's profile, applications and orders (the server audits the view). */
export const getCustomer = (id: string) =>
  api.get<CustomerRecord>(`/api/staff/v1/customers/${encodeURIComponent(id)}`);
