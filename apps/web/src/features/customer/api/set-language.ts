import type { SetLanguageBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const setServerLanguage = (body: SetLanguageBody) =>
  apiRequest<void>('/api/v1/me/language', { method: 'PUT', body });

export function useSetServerLanguage() {
  return useMutation({ mutationFn: setServerLanguage });
}
