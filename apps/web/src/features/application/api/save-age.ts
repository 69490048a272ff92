import type { ApplicationView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeApplication } from './get-application';

/** The date of birth, asked before anything else (issue 31). Under 18 the view says adult: false. */
export function useSaveAge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (birth: string) =>
      apiRequest<ApplicationView>('/api/v1/application/age', { method: 'PUT', body: { birth } }),
    onSuccess: (view) => storeApplication(client, view),
  });
}
