import type { PasswordCodeResponse, SetPasswordBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQuery } from './get-me';
import { sessionsQuery } from './sessions';

/** Sends the code that confirms a new password to the account's phone. */
export const sendPasswordCode = () =>
  apiRequest<PasswordCodeResponse>('/api/v1/me/password/code', { method: 'POST' });

export const setPassword = (body: SetPasswordBody) =>
  apiRequest<void>('/api/v1/me/password', { method: 'PUT', body });

export function useSendPasswordCode() {
  return useMutation({ mutationFn: sendPasswordCode });
}

/** Saving a password ends the other sessions: the device list changes too. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
      ]),
  });
}
