import type { ApplicationStep } from '@app/domain';
import { apiRequest } from '@/lib/api-client';

/** Unfinished values of one step, kept on the server so a killed WebView resumes (quiet: no toasts). */
export function saveDraft(step: ApplicationStep, values: Record<string, string>) {
  return apiRequest<void>(`/api/v1/application/drafts/${step}`, {
    method: 'PUT',
    body: { values },
    quiet: true,
  });
}
