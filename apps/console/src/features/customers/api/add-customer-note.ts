import type { CustomerNotesView } from '@app/contract';
import { api } from '@/lib/api';
import { useStaffMutation } from '@/lib/use-staff-mutation';

type Note = CustomerNotesView['notes'][number];

/** Adds a dated note (audited `customers.note_add`); the Notes tab (useCustomerTab 'notes') refreshes. */
export const useAddCustomerNote = (id: string) =>
  useStaffMutation({
    mutationFn: (text: string) =>
      api.post<Note>(`/api/staff/v1/customers/${encodeURIComponent(id)}/notes`, { text }),
    invalidates: ['customers', id, 'notes'],
    done: () => 'Note added',
  });
