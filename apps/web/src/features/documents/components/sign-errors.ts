import { ApiError } from '@/lib/api-client';

/** Where a signing error shows: under the pad, under the code, above the form, or as a toast. */
export type SignErrorPlace = 'signature' | 'code' | 'agreement' | 'expired' | 'toast';

export function signErrorPlace(error: unknown): SignErrorPlace {
  if (!(error instanceof ApiError)) return 'toast';
  if (error.code === 'SIGNATURE_INVALID') return 'signature';
  if (error.code === 'AGREEMENT_REQUIRED') return 'agreement';
  // the offer's validity passed: the order is canceled, the form is of no more use
  if (error.code === 'OFFER_EXPIRED') return 'expired';
  if (error.field === 'code' || error.code === 'SIGN_CODE_INCORRECT' || error.code === 'SIGN_CODE_EXPIRED')
    return 'code';
  return 'toast';
}

/** Digits only, at most 8: the code as the SMS gives it. */
export const codeFilter = (value: string) => value.replace(/\D/g, '').slice(0, 8);
