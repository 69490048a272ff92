import type { SetPasswordBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQuery } from './get-me';

export const setPassword = (body: SetPasswordBody) =>
  apiRequest<void>('/api/v1/me/password', { method: 'PUT', body });

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
