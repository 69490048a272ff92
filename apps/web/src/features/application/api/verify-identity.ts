import type { KycView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { kycQuery } from './get-kyc';

/** One way of verifying the identity (issue 31); each answers the verification it recorded. */
export type VerifyInput =
  | { mode: 'ckyc'; pan: string }
  | { mode: 'aadhaar_offline'; file: Blob; shareCode: string }
  | { mode: 'aadhaar_qr'; image: Blob };

function verify(input: VerifyInput): Promise<KycView> {
  switch (input.mode) {
    case 'ckyc':
      return apiRequest<KycView>('/api/v1/kyc/ckyc', { method: 'POST', body: { pan: input.pan } });
    case 'aadhaar_offline': {
      const form = new FormData();
      form.append('shareCode', input.shareCode);
      form.append('file', input.file, 'offline-ekyc.zip');
      return apiRequest<KycView>('/api/v1/kyc/aadhaar-offline', { method: 'POST', form });
    }
    case 'aadhaar_qr': {
      const form = new FormData();
      form.append('image', input.image, 'aadhaar-qr.jpg');
      return apiRequest<KycView>('/api/v1/kyc/aadhaar-qr', { method: 'POST', form });
    }
  }
}

export function useVerifyIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verify,
    onSuccess: (view) => client.setQueryData(kycQuery.queryKey, view),
  });
}

/** DigiLocker's consent page: the browser goes there and comes back to /identityInfo. */
export const startDigilocker = () =>
  apiRequest<{ url: string }>('/api/v1/kyc/digilocker', { method: 'POST' });

/** The PAN service's answer: its status and how alike its name is to the verified one (0-100). */
export interface PanCheck {
  status: string;
  nameScore: number | null;
}

/** The PAN checked against the verified name, after the identity is verified. */
export const checkPan = (pan: string) =>
  apiRequest<PanCheck>('/api/v1/kyc/pan', { method: 'POST', body: { pan } });
