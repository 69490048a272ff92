import { digitsOnly } from '@/lib/text-input';

/** A UPI payment's bank reference: 12 digits (spec §5, §9). */
export const UTR_LENGTH = 12;

const UTR = /^\d{12}$/;

/** Digits only, at most 12, as the UTR is typed or pasted. */
export function utrFilter(value: string): string {
  return digitsOnly(value, UTR_LENGTH);
}

/** Why a UTR cannot be sent (the catalogue's UTR_INVALID: "A repayment needs a 12-digit UTR or it fails."). */
export function utrProblem(utr: string): 'UTR_INVALID' | null {
  return UTR.test(utr) ? null : 'UTR_INVALID';
}
