import type { GrievanceCreateBody } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { serviceApi } from './service-api';

/** Every service list sits under this key: a write refreshes them all (an escalation adds a grievance). */
const SERVICE = ['service'] as const;

export const useDeletionRequests = (state: 'requested' | 'processed') =>
  useQuery({ queryKey: [...SERVICE, 'deletions', state], queryFn: () => serviceApi.deletions(state) });

export const useFeedbackInbox = (status: 'open' | 'all') =>
  useQuery({ queryKey: [...SERVICE, 'feedback', status], queryFn: () => serviceApi.feedback(status) });

export const useGrievances = (state: 'open' | 'resolved') =>
  useQuery({ queryKey: [...SERVICE, 'grievances', state], queryFn: () => serviceApi.grievances(state) });

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
