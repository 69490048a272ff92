import type { ProfileEmail } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PROFILE_EMAIL_PATH = '/api/v1/profile/email';

export const profileEmailQuery = queryOptions({
  queryKey: ['profile', 'email'],
  queryFn: ({ signal }) => apiRequest<ProfileEmail>(PROFILE_EMAIL_PATH, { signal }),
});

/** The borrower's e-mail address, masked, and whether it is verified (decision 082). */
export function useProfileEmail() {
  return useQuery(profileEmailQuery);
}
