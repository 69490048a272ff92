import type { ErrorCode } from '../errors/catalogue';
import { verhoeffValid } from './verhoeff';

/**
 * Validators of spec §5 for the application forms. Each takes what the user
 * typed and answers the error code of its §5 message, or null when valid.
 * Only ASCII digits count as digits: look-alikes such as Devanagari '१' or
 * fullwidth '１' are refused rather than silently read.
 */
export type Check = ErrorCode | null;

const compact = (raw: string) => raw.replace(/[\s-]/g, '');

/** 12 digits, the first 2-9, Verhoeff check digit last (UIDAI's rules). */
export function checkAadhaar(raw: string): Check {
  const digits = compact(raw);
  return /^[2-9][0-9]{11}$/.test(digits) && verhoeffValid(digits) ? null : 'AADHAAR_INVALID';
}

/** AAAAA9999A; the 4th letter is the holder's status, P for an individual person. */
export function checkPan(raw: string): Check {
  return /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/.test(raw.trim().toUpperCase()) ? null : 'PAN_INVALID';
}

/** 11 characters: the bank's 4 letters, a 0, then the branch's 6 letters or digits. */
export function checkIfsc(raw: string): Check {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(raw.trim().toUpperCase()) ? null : 'IFSC_INVALID';
}

/** Indian PIN codes: 6 digits, the first 1-9. */
export function checkPinCode(raw: string): Check {
  return /^[1-9][0-9]{5}$/.test(raw.trim()) ? null : 'PIN_INVALID';
}

/** A practical address check (one @, a dotted domain, no spaces), at most 254 characters. */
export function checkEmail(raw: string): Check {
  const email = raw.trim();
  const ok =
    email.length <= 254 &&
    /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)+$/.test(email);
  return ok ? null : 'EMAIL_INVALID';
}

/** 10 digits, or 12 with the 91 country code (spec §5). */
export function checkWhatsApp(raw: string): Check {
  return /^(?:[0-9]{10}|[0-9]{12})$/.test(compact(raw)) ? null : 'WHATSAPP_INVALID';
}

/** Savings and current account numbers in India run from 9 to 18 digits. */
export function checkBankAccount(raw: string): Check {
  return /^[0-9]{9,18}$/.test(compact(raw)) ? null : 'BANK_ACCOUNT_INVALID';
}

export function checkBankAccountConfirmation(account: string, confirmation: string): Check {
  return compact(account) === compact(confirmation) ? null : 'BANK_ACCOUNT_MISMATCH';
}

/** Aadhaar as the product shows it everywhere: only the last four digits. */
export function maskAadhaar(raw: string): string {
  const digits = compact(raw);
  return `XXXX XXXX ${digits.slice(-4)}`;
}
