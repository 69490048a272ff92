import type {
  CustomerFeedbackView,
  CustomerLedgerView,
  CustomerMessagesView,
  CustomerNotesView,
  CustomerRepaymentsView,
} from '@app/contract';
import { api } from '@/lib/api';
import { useServerPages } from '@/lib/use-server-pages';

export interface CustomerTabs {
  ledger: CustomerLedgerView;
  repayments: CustomerRepaymentsView;
  messages: CustomerMessagesView;
  feedback: CustomerFeedbackView;
  notes: CustomerNotesView;
}

/** One page of a tab of the customer's record, newest first. */
export const getCustomerTab = <K extends keyof CustomerTabs>(
  id: string,
  tab: K,
  offset: number,
  limit: number,
) => api.get<CustomerTabs[K]>(`/api/staff/v1/customers/${encodeURIComponent(id)}/${tab}`, { offset, limit });

/** The pages of one tab of the record. */
export const useCustomerTab = <K extends keyof CustomerTabs>(id: string, tab: K) =>
  useServerPages({
    queryKey: ['customers', id, tab],
    fetchPage: (offset, limit) => getCustomerTab(id, tab, offset, limit),
  });
