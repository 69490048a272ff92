import type { FeedbackView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { feedbackQuery } from './get-feedback';

export interface NewFeedback {
  text: string;
  screenshot: Blob | null;
  /** One per intended sending: a retry of the same text and picture reuses it and files nothing twice. */
  idempotencyKey: string;
}

/** Text and screenshot as one multipart form; the server judges the picture by its bytes. */
export function createFeedback({ text, screenshot, idempotencyKey }: NewFeedback) {
  const form = new FormData();
  form.append('text', text);
  if (screenshot) form.append('screenshot', screenshot, 'screenshot');
  return apiRequest<FeedbackView>('/api/v1/feedback', {
    method: 'POST',
    form,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackQuery.queryKey }),
  });
}
