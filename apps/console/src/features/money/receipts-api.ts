import type { ReceiptPostBody, ReceiptState, StaffReceipt, SuspenseSummary } from '@app/contract';
import { api } from '@/lib/api';

export type { ReceiptPostBody, ReceiptState, StaffReceipt, SuspenseSummary } from '@app/contract';

const BASE = '/api/staff/v1/receipts';
/** Four-eyes proposals (decision 088): suspense allocations and refunds are decided there. */
const PROPOSALS = '/api/staff/v1/loan-actions/proposals';
const id = (value: string) => encodeURIComponent(value);

/** Manual receipts and suspense (decision 087). */
export const receiptsApi = {
  list: (state: ReceiptState | undefined, page: { offset: number; limit: number }) =>
    api.get<{ items: StaffReceipt[]; total: number }>(BASE, { state, ...page }),
  post: (body: ReceiptPostBody) => api.post<StaffReceipt>(BASE, body),
  cheque: (receiptId: string, outcome: 'cleared' | 'bounced') =>
    api.post<StaffReceipt>(`${BASE}/${id(receiptId)}/cheque`, { outcome }),
  suspense: (page: { offset: number; limit: number }) => api.get<SuspenseSummary>(`${BASE}/suspense`, page),
  allocate: (receiptId: string, orderNo: string, reason: string) =>
    api.post<StaffReceipt>(`${BASE}/${id(receiptId)}/allocate`, { orderNo, reason }),
  refund: (receiptId: string, to: { accountNumber: string; ifsc: string; name: string; reason: string }) =>
    api.post<StaffReceipt>(`${BASE}/${id(receiptId)}/refund`, to),
  approve: (proposalId: string) => api.post<unknown>(`${PROPOSALS}/${id(proposalId)}/approve`, {}),
  reject: (proposalId: string, reason: string) =>
    api.post<unknown>(`${PROPOSALS}/${id(proposalId)}/reject`, { reason }),
};

export const METHOD_LABELS: Record<StaffReceipt['method'], string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
};

export const STATE_TAGS: Record<ReceiptState, { color: string; label: string }> = {
  awaiting_clearance: { color: 'gold', label: 'Awaiting clearance' },
  bounced: { color: 'red', label: 'Bounced' },
  suspense: { color: 'orange', label: 'In suspense' },
  applied: { color: 'green', label: 'Applied' },
  refunded: { color: 'blue', label: 'Refunded' },
};
