import type { ApplicationView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { storeApplication } from './get-application';

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ApplicationView>('/api/v1/application/submit', { method: 'POST' }),
    onSuccess: (view) => {
      storeApplication(client, view);
      nativeEvents.applicationSubmitted();
    },
  });
}

/** After a rejection's reapply date: a new application, prefilled from the last one. */
export function useReapply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ApplicationView>('/api/v1/application/reapply', { method: 'POST' }),
    onSuccess: (view) => storeApplication(client, view),
  });
}
