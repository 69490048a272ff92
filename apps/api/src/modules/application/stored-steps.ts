import type { StepTelemetry } from '@app/contract';
import type {
  AddressStep,
  AgeStepStored,
  BankStepStored,
  BasicStep,
  CareerStep,
  ContactsStep,
  IdentityStepStored,
} from './step-types';

/**
 * What an application row keeps per step (applications.steps). Secrets are
 * not here: Aadhaar, PAN and the account number live encrypted in their own
 * columns, and only their masked forms are kept beside the rest.
 */
export interface StoredApplicationSteps {
  age?: AgeStepStored;
  identity?: IdentityStepStored;
  basic?: BasicStep;
  career?: CareerStep;
  address?: AddressStep;
  contacts?: ContactsStep;
  bank?: BankStepStored;
}

export type StoredTelemetry = Partial<Record<string, StepTelemetry>>;
