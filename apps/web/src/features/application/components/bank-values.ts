import type { ApplicationView, StepBody } from '@app/contract';
import { checkBankAccount, checkBankAccountConfirmation, checkIfsc } from '@app/domain';
import type { FieldError } from './form-fields/field-errors';

export const BANK_FIELDS = ['ifsc', 'accountNumber', 'confirmAccountNumber'] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export type BankValues = Record<BankField, string>;

export const BANK_TEST_IDS: Record<BankField, string> = {
  ifsc: 'bank-ifsc',
  accountNumber: 'bank-account',
  confirmAccountNumber: 'bank-confirm',
};

/** IFSC as typed: capitals and digits only, at most 11. */
export const ifscFilter = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 11);

/**
 * Only the IFSC is restored (from the saved step or the draft): account
 * numbers are never kept in drafts, so they are typed again on each visit.
 */
export function initialBank(view: ApplicationView): BankValues {
  const ifsc = view.bank?.ifsc ?? view.drafts.bank?.ifsc ?? '';
  return { ifsc, accountNumber: '', confirmAccountNumber: '' };
}

export function bankFieldError(name: BankField, values: BankValues): FieldError | undefined {
  if (name === 'ifsc') return checkIfsc(values.ifsc) ? { code: 'IFSC_INVALID' } : undefined;
  if (name === 'accountNumber')
    return checkBankAccount(values.accountNumber) ? { code: 'BANK_ACCOUNT_INVALID' } : undefined;
  return checkBankAccountConfirmation(values.accountNumber, values.confirmAccountNumber)
    ? { code: 'BANK_ACCOUNT_MISMATCH' }
    : undefined;
}

export const toBankBody = (values: BankValues): StepBody<'bank'> => ({
  ifsc: values.ifsc,
  accountNumber: values.accountNumber,
  confirmAccountNumber: values.confirmAccountNumber,
});
