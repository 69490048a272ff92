import type {
  AddressStepSchema,
  BasicStepSchema,
  CareerStepSchema,
  ContactsStepSchema,
  IdentityStepSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { KycMode } from '../kyc';

export type IdentityStep = z.output<typeof IdentityStepSchema>;
export type BasicStep = z.output<typeof BasicStepSchema>;
export type CareerStep = z.output<typeof CareerStepSchema>;
export type AddressStep = z.output<typeof AddressStepSchema>;
export type ContactsStep = z.output<typeof ContactsStepSchema>;

/** kycMode and verifiedAddress are absent on applications saved before issue 31 (card photos, typed numbers). */
export type IdentityStepStored = Omit<IdentityStep, 'aadhaar' | 'pan' | 'kycMode'> & {
  aadhaarMasked: string;
  panMasked: string;
  kycMode?: KycMode;
  verifiedAddress?: string | null;
};

/** The date of birth asked before anything else (issue 31 point 4). */
export interface AgeStepStored {
  birth: string;
}

export interface BankStepStored {
  ifsc: string;
  bankName: string | null;
  accountMasked: string;
}
