import { useQueuePages } from '@/lib/use-queue-pages';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { type ReceiptPostBody, type ReceiptState, receiptsApi } from './receipts-api';

/** Under the money lists' key: a receipt changes the reconciliation too. */
const KEY = ['money', 'receipts'] as const;

/** Receipts, 200 a page, "Load more" for the rest (issue 35). */
export const useReceipts = (state: ReceiptState | undefined) =>
  useQueuePages({
    queryKey: [...KEY, state ?? 'all'],
    fetchPage: (page) => receiptsApi.list(state, page),
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });
/** What suspense holds: the sums (`last`) cover every receipt, the rows come 200 a page. */
export const useSuspense = () =>
  useQueuePages({
    queryKey: [...KEY, 'suspense'],
    fetchPage: receiptsApi.suspense,
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });

export const usePostReceipt = () =>
  useStaffMutation({
    mutationFn: (body: ReceiptPostBody) => receiptsApi.post(body),
    invalidates: ['money'],
    done: (_body, receipt) =>
      receipt.state === 'applied'
        ? `Receipt applied to ${receipt.orderNo ?? ''}`
        : receipt.state === 'suspense'
          ? 'No loan matches: the receipt is in suspense'
          : 'Cheque recorded: credited when it clears',
  });

export const useChequeDecision = () =>
  useStaffMutation({
    mutationFn: (input: { id: string; outcome: 'cleared' | 'bounced' }) =>
      receiptsApi.cheque(input.id, input.outcome),
    invalidates: ['money'],
    done: (input) => (input.outcome === 'cleared' ? 'Cheque cleared and credited' : 'Cheque marked bounced'),
  });

export const useProposeAllocation = () =>
  useStaffMutation({
    mutationFn: (input: { id: string; orderNo: string; reason: string }) =>
      receiptsApi.allocate(input.id, input.orderNo, input.reason),
    invalidates: ['money'],
    done: (input) => `Allocation to ${input.orderNo} proposed: another person with another role approves it`,
  });

export const useProposeRefund = () =>
  useStaffMutation({
    mutationFn: (input: { id: string; accountNumber: string; ifsc: string; name: string; reason: string }) =>
      receiptsApi.refund(input.id, input),
    invalidates: ['money'],
    done: () => 'Refund proposed: another person with another role approves it',
  });

export const useDecideProposal = () =>
  useStaffMutation({
    mutationFn: (input: { proposalId: string; approve: boolean; reason?: string }) =>
      input.approve
        ? receiptsApi.approve(input.proposalId)
        : receiptsApi.reject(input.proposalId, input.reason ?? ''),
    invalidates: ['money'],
    done: (input) => (input.approve ? 'Approved: the money moved' : 'Proposal rejected'),
  });
