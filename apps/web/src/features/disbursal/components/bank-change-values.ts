import { checkBankAccount, checkBankAccountConfirmation, checkIfsc } from '@app/domain';

export const BANK_CHANGE_FIELDS = ['ifsc', 'accountNumber', 'confirmAccountNumber'] as const;
export type BankChangeField = (typeof BANK_CHANGE_FIELDS)[number];
export type BankChangeValues = Record<BankChangeField, string>;
/** Error codes of the domain catalogue, per field (spec §5 messages). */
export type BankChangeErrors = Partial<Record<BankChangeField, string>>;

/** IFSC as typed: capitals and digits only, at most 11. */
export const ifscFilter = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 11);

export const accountFilter = (value: string) => value.replace(/\D/g, '').slice(0, 18);

export function fieldError(name: BankChangeField, values: BankChangeValues): string | undefined {
  if (name === 'ifsc') return checkIfsc(values.ifsc) ? 'IFSC_INVALID' : undefined;
  if (name === 'accountNumber')
    return checkBankAccount(values.accountNumber) ? 'BANK_ACCOUNT_INVALID' : undefined;
  return checkBankAccountConfirmation(values.accountNumber, values.confirmAccountNumber)
    ? 'BANK_ACCOUNT_MISMATCH'
    : undefined;
}

/** Every field's error; an IFSC the directory does not know counts as wrong. */
export function bankChangeErrors(values: BankChangeValues, ifscUnknown: boolean): BankChangeErrors {
  const found: BankChangeErrors = {};
  for (const name of BANK_CHANGE_FIELDS) {
    const code = fieldError(name, values);
    if (code) found[name] = code;
  }
  if (!found.ifsc && ifscUnknown) found.ifsc = 'IFSC_NOT_FOUND';
  return found;
}

/** The field a server error names ('accountNumber' or 'bank.accountNumber'), if one of ours. */
export function serverField(field: string | undefined): BankChangeField | null {
  if (!field) return null;
  return BANK_CHANGE_FIELDS.find((name) => field === name || field.endsWith(`.${name}`)) ?? null;
}
