import type { StaffResendDocumentBody } from '@app/contract';
import { api } from '@/lib/api';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { customerDocumentsKey } from './get-customer-documents';

interface ResendResult {
  deliveryId: string;
  emailed: boolean;
}

/** Customer service re-sends one document (audited `customers.resend_document`; the service roles only). */
export const useResendCustomerDocument = (id: string) =>
  useStaffMutation({
    mutationFn: (input: StaffResendDocumentBody & { title: string }) =>
      api.post<ResendResult>(`/api/staff/v1/customers/${encodeURIComponent(id)}/documents/resend`, {
        orderId: input.orderId,
        kind: input.kind,
        reason: input.reason,
      }),
    invalidates: customerDocumentsKey(id),
    done: (input, result) =>
      `${input.title} re-sent by SMS link${result.emailed ? ' and e-mail' : ' (no verified e-mail)'}`,
  });
