import type { FeedbackList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const feedbackQuery = queryOptions({
  queryKey: ['feedback'],
  queryFn: ({ signal }) => apiRequest<FeedbackList>('/api/v1/feedback', { signal }),
});

/** The customer's feedback, newest first, with customer service's replies. */
export function useFeedback() {
  return useQuery(feedbackQuery);
}
