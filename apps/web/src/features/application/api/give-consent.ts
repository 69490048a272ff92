import type { ApplicationView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { storeApplication } from './get-application';

/** The version of the data-use notice the user agreed to; bump it when the notice changes. */
export const CONSENT_VERSION = '2026-11-27';

export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ApplicationView>('/api/v1/application/consent', {
        method: 'POST',
        body: { accepted: true, version: CONSENT_VERSION },
      }),
    onSuccess: (view) => {
      storeApplication(client, view);
      nativeEvents.consentGiven();
    },
  });
}
