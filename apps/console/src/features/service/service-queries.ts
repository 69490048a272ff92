import type { GrievanceCreateBody } from '@app/contract';
import { useQueuePages } from '@/lib/use-queue-pages';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { serviceApi } from './service-api';

/** Every service list sits under this key: a write refreshes them all (an escalation adds a grievance). */
const SERVICE = ['service'] as const;

/** Each list: 200 rows a page, "Load more" for the rest (issue 35). */
export const useDeletionRequests = (state: 'requested' | 'processed') =>
  useQueuePages({
    queryKey: [...SERVICE, 'deletions', state],
    fetchPage: (page) => serviceApi.deletions(state, page),
    rowsOf: (page) => page.requests,
    keyOf: (row) => row.id,
  });

export const useFeedbackInbox = (status: 'open' | 'all') =>
  useQueuePages({
    queryKey: [...SERVICE, 'feedback', status],
    fetchPage: (page) => serviceApi.feedback(status, page),
    rowsOf: (page) => page.feedback,
    keyOf: (row) => row.id,
  });

export const useGrievances = (state: 'open' | 'resolved') =>
  useQueuePages({
    queryKey: [...SERVICE, 'grievances', state],
    fetchPage: (page) => serviceApi.grievances(state, page),
    rowsOf: (page) => page.grievances,
    keyOf: (row) => row.id,
  });

export const useProcessDeletion = () =>
  useStaffMutation({
    mutationFn: (requestId: string) => serviceApi.processDeletion(requestId),
    invalidates: SERVICE,
    done: () => 'Deletion processed',
  });

export const useReplyToFeedback = () =>
  useStaffMutation({
    mutationFn: (input: { feedbackId: string; text: string }) =>
      serviceApi.reply(input.feedbackId, input.text),
    invalidates: SERVICE,
    done: () => 'Reply sent to the message center',
  });

export const useEscalateFeedback = () =>
  useStaffMutation({
    mutationFn: (feedbackId: string) => serviceApi.escalate(feedbackId),
    invalidates: SERVICE,
    done: () => 'Logged as a grievance',
  });

export const useLogGrievance = () =>
  useStaffMutation({
    mutationFn: (body: GrievanceCreateBody) => serviceApi.logGrievance(body),
    invalidates: SERVICE,
    done: () => 'Grievance logged',
  });

export const useResolveGrievance = () =>
  useStaffMutation({
    mutationFn: (input: { grievanceId: string; resolution: string }) =>
      serviceApi.resolve(input.grievanceId, input.resolution),
    invalidates: SERVICE,
    done: () => 'Resolved; the customer has been told',
  });
