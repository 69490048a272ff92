import type { VerifiedAddress } from '../verified-identity';

/**
 * What UIDAI's offline formats (the e-KYC XML and the Secure QR) have in
 * common: a reference id made of the number's last four digits and the
 * moment the data was generated (yyyyMMddHHmmssSSS, India time), a date of
 * birth as dd-mm-yyyy, a one-letter gender and the address in parts.
 */

export interface UidaiReference {
  last4: string;
  /** When UIDAI generated the file or code; null when the stamp is not a real moment. */
  generatedAt: Date | null;
}

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** '123420261127153045123' -> last4 1234, generated 2026-11-27 15:30:45.123 IST. */
export function parseReferenceId(referenceId: string): UidaiReference | null {
  const match = /^(\d{4})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/.exec(referenceId.trim());
  if (!match) return null;
  const [, last4 = '', y, mo, d, h, mi, s, ms] = match;
  const utc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms ?? 0),
  );
  const check = new Date(utc);
  const real =
    check.getUTCFullYear() === Number(y) &&
    check.getUTCMonth() === Number(mo) - 1 &&
    check.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60;
  return { last4, generatedAt: real ? new Date(utc - IST_OFFSET_MS) : null };
}

/** UIDAI writes dd-mm-yyyy (some older data dd/mm/yyyy): yyyy-mm-dd, or null when not a real date. */
export function parseUidaiDob(raw: string): string | null {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(raw.trim());
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return null;
  return `${y}-${m}-${d}`;
}

/** M, F or T; UIDAI's newer data writes the letter, some older the word. */
export function parseUidaiGender(raw: string): 'M' | 'F' | 'T' | null {
  const value = raw.trim().toUpperCase();
  if (value === 'M' || value === 'MALE') return 'M';
  if (value === 'F' || value === 'FEMALE') return 'F';
  if (value === 'T' || value === 'TRANSGENDER') return 'T';
  return null;
}

/** The address parts both formats carry (care-of is a relative's name: kept out of the address line). */
export interface UidaiAddressParts {
  house?: string;
  street?: string;
  landmark?: string;
  locality?: string;
  vtc?: string;
  postOffice?: string;
  subDistrict?: string;
  district?: string;
  state?: string;
  pinCode?: string;
}

export function toVerifiedAddress(parts: UidaiAddressParts): VerifiedAddress {
  const clean = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
  const seen = new Set<string>();
  const line = [
    parts.house,
    parts.street,
    parts.landmark,
    parts.locality,
    parts.vtc,
    parts.postOffice,
    parts.subDistrict,
  ]
    .map(clean)
    .filter((v) => {
      const key = v.toLowerCase();
      if (v === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
  const address: VerifiedAddress = { line };
  const district = clean(parts.district);
  const state = clean(parts.state);
  const pinCode = clean(parts.pinCode);
  if (district) address.district = district;
  if (state) address.state = state;
  if (/^\d{6}$/.test(pinCode)) address.pinCode = pinCode;
  return address;
}
