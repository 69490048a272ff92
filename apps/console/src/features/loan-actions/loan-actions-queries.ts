import { useQuery } from '@tanstack/react-query';
import { useQueuePages } from '@/lib/use-queue-pages';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { loanActionsApi, type ProposeInput } from './loan-actions-api';
import { describeProposal } from './proposal-labels';

/** Every loan-actions list sits under this key: a decision or a proposal refreshes them all. */
const LOAN_ACTIONS = ['loan-actions'] as const;

/** What waits for the caller, 200 a page, "Load more" for the rest (issue 35). */
export const useWaiting = () =>
  useQueuePages({
    queryKey: [...LOAN_ACTIONS, 'waiting'],
    fetchPage: loanActionsApi.waiting,
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });

export const useActionLoan = (orderId: string) =>
  useQuery({ queryKey: [...LOAN_ACTIONS, 'loan', orderId], queryFn: () => loanActionsApi.loan(orderId) });

export const usePropose = () =>
  useStaffMutation({
    mutationFn: (input: ProposeInput) => loanActionsApi.propose(input),
    invalidates: LOAN_ACTIONS,
    done: (_, proposal) =>
      `Proposed: ${describeProposal(proposal)}. Another person of another role approves it.`,
    refreshAfterError: false,
  });

export const useDecide = () =>
  useStaffMutation({
    mutationFn: (input: { id: string; verb: 'approve' | 'reject'; reason?: string }) =>
      input.verb === 'approve'
        ? loanActionsApi.approve(input.id)
        : loanActionsApi.reject(input.id, input.reason ?? ''),
    invalidates: LOAN_ACTIONS,
    done: (input, proposal) =>
      `${input.verb === 'approve' ? 'Approved and done' : 'Rejected'}: ${describeProposal(proposal)}`,
  });
