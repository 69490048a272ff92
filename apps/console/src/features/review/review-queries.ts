import type { RevealField } from '@app/contract';
import type { PhotoKind, RejectionReason } from '@app/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useQueuePages } from '@/lib/use-queue-pages';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { reviewApi } from './review-api';

/** The queue and every application under it: a decision refreshes both. */
const REVIEW = ['review'] as const;

/** The queue, 200 rows a page, "Load more" for the rest. */
export const useReviewQueue = () =>
  useQueuePages({
    queryKey: [...REVIEW, 'queue'],
    fetchPage: reviewApi.queue,
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });

export const useReviewDetail = (id: string) =>
  useQuery({ queryKey: [...REVIEW, 'detail', id], queryFn: () => reviewApi.detail(id) });

export type Decision =
  | { kind: 'approve'; quotaPaise: number; dailyRatePpm?: number; note?: string }
  | { kind: 'reject'; reason: RejectionReason; note?: string }
  | { kind: 'reupload'; photos: PhotoKind[]; note?: string };

const DONE: Record<Decision['kind'], string> = {
  approve: 'Approved',
  reject: 'Rejected',
  reupload: 'New photos asked for',
};

/** One decision on a referred application; the server takes the first and answers a colleague's later one with an error. */
export const useDecide = (applicationId: string) =>
  useStaffMutation({
    mutationFn: ({ kind, ...input }: Decision) => {
      if (kind === 'approve')
        return reviewApi.approve(applicationId, input as Extract<Decision, { kind: 'approve' }>);
      if (kind === 'reject')
        return reviewApi.reject(applicationId, input as Extract<Decision, { kind: 'reject' }>);
      return reviewApi.reupload(applicationId, input as Extract<Decision, { kind: 'reupload' }>);
    },
    invalidates: REVIEW,
    done: (decision) => DONE[decision.kind],
    // The form keeps what the reviewer entered; Refresh shows a colleague's decision.
    refreshAfterError: false,
  });

/** The full number behind a mask; the reason goes to the audit log. Nothing is cached. */
export const useReveal = (applicationId: string, field: RevealField) =>
  useMutation({ mutationFn: (reason: string) => reviewApi.reveal(applicationId, field, reason) });
