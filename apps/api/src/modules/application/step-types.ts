import type {
  AddressStepSchema,
  BasicStepSchema,
  CareerStepSchema,
  ContactsStepSchema,
  IdentityStepSchema,
} from '@app/contract';
import type { z } from 'zod';

export type IdentityStep = z.output<typeof IdentityStepSchema>;
export type BasicStep = z.output<typeof BasicStepSchema>;
export type CareerStep = z.output<typeof CareerStepSchema>;
export type AddressStep = z.output<typeof AddressStepSchema>;
export type ContactsStep = z.output<typeof ContactsStepSchema>;

export type IdentityStepStored = Omit<IdentityStep, 'aadhaar' | 'pan'> & {
  aadhaarMasked: string;
  panMasked: string;
};

export interface BankStepStored {
  ifsc: string;
  bankName: string | null;
  accountMasked: string;
}
