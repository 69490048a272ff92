import { useQuery } from '@tanstack/react-query';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { type ReceiptPostBody, type ReceiptState, receiptsApi } from './receipts-api';

/** Under the money lists' key: a receipt changes the reconciliation too. */
const KEY = ['money', 'receipts'] as const;

export const useReceipts = (state: ReceiptState | undefined) =>
  useQuery({ queryKey: [...KEY, state ?? 'all'], queryFn: () => receiptsApi.list(state) });
export const useSuspense = () => useQuery({ queryKey: [...KEY, 'suspense'], queryFn: receiptsApi.suspense });

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
