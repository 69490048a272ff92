import { createPersistedStore } from './create-persisted-store';
import { type FormField, field } from './field';

/** Spec §3 bank state. */
export interface BankState {
  currentBank: { ifscCode: string; insensitivityCode: string; cardCode: string };
  bankData: { ifscCode: FormField; bankNumber: FormField; confirmNumber: FormField & { errorCount: number } };
  bankDurationList: number[];
  appBackCount: number;
  appBackDuration: number;
}

export const useBankStore = createPersistedStore(
  'bank',
  (): BankState => ({
    currentBank: { ifscCode: '', insensitivityCode: '', cardCode: '' },
    bankData: { ifscCode: field(1), bankNumber: field(1), confirmNumber: { ...field(1), errorCount: 0 } },
    bankDurationList: [],
    appBackCount: 0,
    appBackDuration: 0,
  }),
);
