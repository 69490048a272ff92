import type { CustomerRecord } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The customer's profile, applications and orders (the server audits the view). */
export const getCustomer = (id: string) =>
  api.get<CustomerRecord>(`/api/staff/v1/customers/${encodeURIComponent(id)}`);

export const useCustomer = (id: string) =>
  useQuery({ queryKey: ['customers', id, 'record'], queryFn: () => getCustomer(id) });
