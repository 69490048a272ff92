import type { ProfileEmail, VerifyEmailBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROFILE_EMAIL_PATH, profileEmailQuery } from './get-profile-email';

/** Verifies the address with the e-mailed code. */
export function useVerifyProfileEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      apiRequest<ProfileEmail>(`${PROFILE_EMAIL_PATH}/verify`, { method: 'POST', body }),
    onSuccess: (data) => client.setQueryData(profileEmailQuery.queryKey, data),
  });
}
