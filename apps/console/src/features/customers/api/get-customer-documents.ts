import type { StaffCustomerDocuments } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const customerDocumentsKey = (id: string) => ['customers', id, 'documents'];

/** Per signed loan the borrower's documents, the e-mail address (masked, verified) and what was sent (decision 082). */
export const getCustomerDocuments = (id: string) =>
  api.get<StaffCustomerDocuments>(`/api/staff/v1/customers/${encodeURIComponent(id)}/documents`);

export const useCustomerDocuments = (id: string) =>
  useQuery({ queryKey: customerDocumentsKey(id), queryFn: () => getCustomerDocuments(id) });
