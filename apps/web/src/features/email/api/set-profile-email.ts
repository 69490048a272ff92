import type { ProfileEmail, SetEmailBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROFILE_EMAIL_PATH, profileEmailQuery } from './get-profile-email';

/** Adds or changes the address: saved unverified, a 6-digit code e-mailed to it. */
export function useSetProfileEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetEmailBody) =>
      apiRequest<ProfileEmail>(PROFILE_EMAIL_PATH, { method: 'POST', body }),
    onSuccess: (data) => client.setQueryData(profileEmailQuery.queryKey, data),
  });
}
