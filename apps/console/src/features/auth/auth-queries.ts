import { useQuery } from '@tanstack/react-query';
import { session } from '@/lib/session';
import { authApi } from './auth-api';

/**
 * GET /auth/me for a token stored without its staff member (a reload), only
 * then; the answer becomes the session's staff. A 401 there clears the token
 * (and with it this cache) and api.ts sends the page to #/login.
 */
export const useRestoreStaff = (needed: boolean) =>
  useQuery({
    queryKey: ['auth', 'me'],
    queryFn: async () => {
      const me = await authApi.me();
      session.restore(me);
      return me;
    },
    enabled: needed,
  });
